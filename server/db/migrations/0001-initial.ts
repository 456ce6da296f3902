import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/** Tables of issue 2: users, speeches, analyses, feedback, jobs, prompts, usage counters. */
export function initialMigration(dialect: DialectName) {
  // SQLite's AUTOINCREMENT vs PostgreSQL's identity column.
  const id = (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const real = dialect === 'postgres' ? 'double precision' : 'real';

  return {
    async up(db: Kysely<unknown>) {
      await id(db, 'users')
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('supabase_id', 'text', (c) => c.unique())
        .addColumn('guest_id', 'text', (c) => c.unique())
        .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_pro', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('timezone', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await id(db, 'speeches')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('prompt', 'text')
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .addColumn('duration', real, (c) => c.notNull())
        .addColumn('audio_key', 'text', (c) => c.notNull())
        .addColumn('audio_mime', 'text', (c) => c.notNull())
        .addColumn('audio_bytes', 'integer', (c) => c.notNull())
        .addColumn('transcription', 'text')
        .addColumn('transcription_id', 'text', (c) => c.unique())
        .addColumn('saved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('speeches_user_recorded')
        .on('speeches')
        .columns(['user_id', 'recorded_at'])
        .execute();

      await id(db, 'analyses')
        .addColumn('speech_id', 'integer', (c) =>
          c.notNull().unique().references('speeches.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('words_per_minute', real)
        .addColumn('confidence_score', real)
        .addColumn('grammar_score', real)
        .addColumn('filler_words', 'integer', (c) => c.notNull())
        .addColumn('filler_words_list', 'text', (c) => c.notNull())
        .addColumn('pauses', 'integer', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await id(db, 'feedback')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('speech_id', 'integer', (c) => c.references('speeches.id').onDelete('set null'))
        .addColumn('summary_tag', 'text', (c) => c.notNull())
        .addColumn('clarity_score', real, (c) => c.notNull())
        .addColumn('pacing_score', real, (c) => c.notNull())
        .addColumn('confidence_score', real, (c) => c.notNull())
        .addColumn('delivery_score', real, (c) => c.notNull())
        .addColumn('strengths', 'text', (c) => c.notNull())
        .addColumn('areas_to_improve', 'text', (c) => c.notNull())
        .addColumn('actionable_tips', 'text', (c) => c.notNull())
        .addColumn('actionable_drills', 'text')
        .addColumn('rewrite_suggestions', 'text')
        .addColumn('overall_feedback', 'text', (c) => c.notNull())
        .addColumn('model_used', 'text', (c) => c.notNull())
        .addColumn('used_fallback', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('coaching_mode', 'text', (c) => c.notNull().defaultTo('general'))
        .addColumn('transcript_hash', 'text')
        .addColumn('details', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_user_created')
        .on('feedback')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('feedback_speech').on('feedback').column('speech_id').execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('last_error', 'text')
        .addColumn('error_details', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_at']).execute();

      await id(db, 'prompts')
        .addColumn('text', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('usage_counters')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('usage_counters_pk', ['user_id', 'kind', 'day'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'usage_counters',
        'prompts',
        'jobs',
        'feedback',
        'analyses',
        'speeches',
        'users',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
