import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

/** The speaker's own fillers (issue 13): a few short phrases per user, each once. */
export function personalFillersMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('personal_fillers');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('phrase', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('personal_fillers_user_phrase', ['user_id', 'phrase'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('personal_fillers').execute();
    },
  };
}
