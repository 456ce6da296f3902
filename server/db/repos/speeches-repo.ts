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
