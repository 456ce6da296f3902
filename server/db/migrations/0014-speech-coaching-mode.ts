import type { Kysely } from 'kysely';

/**
 * The practice mode a speech was recorded in (issue 13). Every speech before
 * modes existed was coached as the spec's `general`, which the default keeps.
 */
export function speechCoachingModeMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('speeches')
        .addColumn('coaching_mode', 'text', (c) => c.notNull().defaultTo('general'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('speeches').dropColumn('coaching_mode').execute();
    },
  };
}
