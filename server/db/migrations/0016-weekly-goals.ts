import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

/** The speaker's weekly goal (issue 13): one row per user, its parts null when not set. */
export function weeklyGoalsMigration(dialect: DialectName) {
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('weekly_goals')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('sessions_per_week', 'integer')
        .addColumn('max_fillers_per_minute', real)
        .addColumn('pace_in_band', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('weekly_goals').execute();
    },
  };
}
