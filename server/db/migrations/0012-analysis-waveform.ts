import type { Kysely } from 'kysely';

/**
 * The timeline's waveform (issue 13) in its own column: the single-speech
 * page reads it, while lists and the coach, which read `details`, never carry
 * it. Nullable: analyses stored before it draw a flat timeline.
 */
export function analysisWaveformMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('analyses').addColumn('waveform', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('analyses').dropColumn('waveform').execute();
    },
  };
}
