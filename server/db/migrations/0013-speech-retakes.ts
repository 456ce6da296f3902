import type { Kysely } from 'kysely';

/**
 * A retake (issue 13) names the speech it tries again, so the two can be
 * compared and Progress can group a prompt's attempts. Deleting the earlier
 * speech leaves the retake standing, unlinked.
 */
export function speechRetakesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('speeches')
        .addColumn('retake_of', 'integer', (c) => c.references('speeches.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('speeches_retake_of')
        .on('speeches')
        .column('retake_of')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('speeches_retake_of').execute();
      await db.schema.alterTable('speeches').dropColumn('retake_of').execute();
    },
  };
}
