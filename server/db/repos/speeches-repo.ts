import type { Kysely, Transaction } from 'kysely';
import type { Database, NewSpeech, SpeechRow } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export function createSpeechesRepo(db: Kysely<Database>) {
  return {
    findById(id: number): Promise<SpeechRow | undefined> {
      return db.selectFrom('speeches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByTranscriptionId(transcriptionId: string): Promise<SpeechRow | undefined> {
      return db
        .selectFrom('speeches')
        .selectAll()
        .where('transcriptionId', '=', transcriptionId)
        .executeTakeFirst();
    },

    /** Newest first by recordedAt (ties broken by id so the order is stable). */
    listByUser(userId: number, limit: number): Promise<SpeechRow[]> {
      return db
        .selectFrom('speeches')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('recordedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async countByUser(userId: number, tx: Db = db): Promise<number> {
      const row = await tx
        .selectFrom('speeches')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      // PostgreSQL returns count(*) as a string (bigint).
      return Number(row.n);
    },

    insert(speech: NewSpeech, tx: Db = db): Promise<SpeechRow> {
      return tx.insertInto('speeches').values(speech).returningAll().executeTakeFirstOrThrow();
    },

    async setTranscription(id: number, transcription: string, tx: Db = db): Promise<void> {
      await tx.updateTable('speeches').set({ transcription }).where('id', '=', id).execute();
    },

    /** Counts one more correction of its transcript sent (ADR 81): the new count, or undefined. */
    async countTranscriptEdit(id: number, tx: Db = db): Promise<number | undefined> {
      const row = await tx
        .updateTable('speeches')
        .set((eb) => ({ transcriptEdits: eb('transcriptEdits', '+', 1) }))
        .where('id', '=', id)
        .returning('transcriptEdits')
        .executeTakeFirst();
      return row?.transcriptEdits;
    },

    /**
     * The words of correction number `edit`, stored only while it is the latest one sent: false
     * when a later correction was sent meanwhile (its own job stores its words). On PostgreSQL
     * the row stays locked until the transaction ends, so a correction sent meanwhile waits.
     */
    async setCorrectedTranscription(
      id: number,
      transcription: string,
      edit: number,
      tx: Db = db,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('speeches')
        .set({ transcription })
        .where('id', '=', id)
        .where('transcriptEdits', '=', edit)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    setSaved(id: number, saved: boolean): Promise<SpeechRow | undefined> {
      return db
        .updateTable('speeches')
        .set({ saved: saved ? 1 : 0 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type SpeechesRepo = ReturnType<typeof createSpeechesRepo>;
