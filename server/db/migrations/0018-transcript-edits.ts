import type { Kysely } from 'kysely';

/**
 * How many corrections of its transcript a speech has been sent: each re-alignment job carries
 * the count it was queued under and stores its words only while that is still the latest, so a
 * slow job finishing after a quicker, later one cannot put older words back. Every speech before
 * had none.
 */
export function transcriptEditsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('speeches')
        .addColumn('transcript_edits', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('speeches').dropColumn('transcript_edits').execute();
    },
  };
}
