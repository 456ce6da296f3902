import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Recordings streamed while the speaker talks (issue 12, ADR 26): the stream, its numbered
 * pieces (the bytes are in storage) and the segments already recognized from them. In the
 * database, not a process's memory, so any web or worker process can continue a stream.
 */
export function speechStreamsMigration(dialect: DialectName) {
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('speech_streams')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('speech_id', 'integer')
        .addColumn('recognized_until', real, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('speech_streams_updated_at')
        .on('speech_streams')
        .column('updated_at')
        .execute();
      await db.schema
        .createTable('stream_pieces')
        .addColumn('stream_id', 'text', (c) =>
          c.notNull().references('speech_streams.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stream_pieces_pk', ['stream_id', 'seq'])
        .execute();
      await db.schema
        .createTable('stream_segments')
        .addColumn('stream_id', 'text', (c) =>
          c.notNull().references('speech_streams.id').onDelete('cascade'),
        )
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('start', real, (c) => c.notNull())
        .addColumn('end', real, (c) => c.notNull())
        .addColumn('audio_start', real, (c) => c.notNull())
        .addColumn('audio_end', real, (c) => c.notNull())
        .addColumn('forced_cut', 'integer', (c) => c.notNull())
        .addColumn('recognition', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stream_segments_pk', ['stream_id', 'idx'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stream_segments').execute();
      await db.schema.dropTable('stream_pieces').execute();
      await db.schema.dropTable('speech_streams').execute();
    },
  };
}
