import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Issue 4: the lock that makes a second feedback request wait while one is
 * being generated (a row with an expiry, so it works across processes and
 * frees itself after a crash), and cached linguistic feedback.
 */
export function coachingMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feedback_locks')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      const table =
        dialect === 'postgres'
          ? db.schema
              .createTable('linguistic_feedback')
              .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : db.schema
              .createTable('linguistic_feedback')
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('speech_id', 'integer', (c) => c.references('speeches.id').onDelete('set null'))
        .addColumn('transcript_hash', 'text', (c) => c.notNull())
        .addColumn('corrections', 'text', (c) => c.notNull())
        .addColumn('model_used', 'text', (c) => c.notNull())
        .addColumn('used_fallback', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('linguistic_feedback_user_hash', ['user_id', 'transcript_hash'])
        .execute();

      // The feedback cache looks records up by speech and transcript.
      await db.schema
        .createIndex('feedback_speech_transcript')
        .on('feedback')
        .columns(['speech_id', 'transcript_hash'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await sql`drop index if exists feedback_speech_transcript`.execute(db);
      await sql`drop table if exists linguistic_feedback`.execute(db);
      await sql`drop table if exists feedback_locks`.execute(db);
    },
  };
}
