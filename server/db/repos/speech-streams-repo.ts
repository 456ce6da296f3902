import type { Kysely, Transaction } from 'kysely';
import type { Database, SpeechStreamRow, StreamPieceRow, StreamSegmentRow } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Streams, their pieces and their recognized segments (issue 12, ADR 26). */
export function createSpeechStreamsRepo(db: Kysely<Database>) {
  return {
    async insert(row: SpeechStreamRow): Promise<void> {
      await db.insertInto('speechStreams').values(row).execute();
    },

    find(id: string, tx: Db = db): Promise<SpeechStreamRow | undefined> {
      return tx.selectFrom('speechStreams').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findPiece(streamId: string, seq: number): Promise<StreamPieceRow | undefined> {
      return db
        .selectFrom('streamPieces')
        .selectAll()
        .where('streamId', '=', streamId)
        .where('seq', '=', seq)
        .executeTakeFirst();
    },

    /**
     * Records a stored piece and adds its bytes to the stream's; false when the piece was
     * recorded already (a resend racing the first), which then counts once.
     */
    async addPiece(piece: StreamPieceRow): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const added = await tx
          .insertInto('streamPieces')
          .values(piece)
          .onConflict((oc) => oc.columns(['streamId', 'seq']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await tx
          .updateTable('speechStreams')
          .set((eb) => ({ bytes: eb('bytes', '+', piece.bytes), updatedAt: piece.createdAt }))
          .where('id', '=', piece.streamId)
          .execute();
        return true;
      });
    },

    listPieces(streamId: string): Promise<StreamPieceRow[]> {
      return db
        .selectFrom('streamPieces')
        .selectAll()
        .where('streamId', '=', streamId)
        .orderBy('seq')
        .execute();
    },

    async deletePieces(streamId: string): Promise<void> {
      await db.deleteFrom('streamPieces').where('streamId', '=', streamId).execute();
    },

    /** Links the speech made from the stream; false when another request linked one first. */
    async setSpeech(
      streamId: string,
      speechId: number,
      now: string,
      tx: Db = db,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('speechStreams')
        .set({ speechId, updatedAt: now })
        .where('id', '=', streamId)
        .where('speechId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    listSegments(streamId: string): Promise<StreamSegmentRow[]> {
      return db
        .selectFrom('streamSegments')
        .selectAll()
        .where('streamId', '=', streamId)
        .orderBy('idx')
        .execute();
    },

    /** Adds newly recognized segments (ones already there are kept) and moves the mark. */
    async addSegments(
      streamId: string,
      segments: StreamSegmentRow[],
      recognizedUntil: number,
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        for (const segment of segments) {
          await tx
            .insertInto('streamSegments')
            .values(segment)
            .onConflict((oc) => oc.columns(['streamId', 'idx']).doNothing())
            .execute();
        }
        await tx
          .updateTable('speechStreams')
          .set({ recognizedUntil })
          .where('id', '=', streamId)
          .where('recognizedUntil', '<', recognizedUntil)
          .execute();
      });
    },

    /**
     * Whether a recognition pass of the stream other than `exceptId` is queued or running: passes
     * of one stream run one at a time (two would recognize the same segments twice).
     */
    async recognitionPending(
      streamId: string,
      exceptId?: string,
      statuses: Array<'queued' | 'running'> = ['queued', 'running'],
    ): Promise<boolean> {
      const row = await db
        .selectFrom('jobs')
        .select('id')
        .where('type', '=', 'recognize-stream')
        .where('id', 'like', `recognize-stream:${streamId}:%`)
        .where((eb) =>
          eb.or([
            ...(statuses.includes('queued') ? [eb('status', '=', 'queued')] : []),
            // A running pass whose lease ran out belonged to a process that died: not waited for.
            eb.and([
              eb('status', '=', 'running'),
              eb('lockedUntil', '>', new Date().toISOString()),
            ]),
          ]),
        )
        .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Streams untouched since `before` (ISO), oldest first. */
    listStale(before: string, limit: number): Promise<SpeechStreamRow[]> {
      return db
        .selectFrom('speechStreams')
        .selectAll()
        .where('updatedAt', '<', before)
        .orderBy('updatedAt')
        .limit(limit)
        .execute();
    },

    /** Removes the stream with its pieces' rows and segments. */
    async remove(id: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('streamSegments').where('streamId', '=', id).execute();
        await tx.deleteFrom('streamPieces').where('streamId', '=', id).execute();
        await tx.deleteFrom('speechStreams').where('id', '=', id).execute();
      });
    },
  };
}

export type SpeechStreamsRepo = ReturnType<typeof createSpeechStreamsRepo>;
