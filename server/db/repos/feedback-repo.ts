import { sql, type Kysely } from 'kysely';
import type { Database, FeedbackRow, NewFeedback } from '../schema';

export function createFeedbackRepo(db: Kysely<Database>) {
  return {
    insert(row: NewFeedback): Promise<FeedbackRow> {
      return db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The newest feedback the user got for this speech and transcript, if any. */
    findCached(
      userId: number,
      speechId: number,
      transcriptHash: string,
      coachingMode: string,
    ): Promise<FeedbackRow | undefined> {
      return db
        .selectFrom('feedback')
        .selectAll()
        .where('userId', '=', userId)
        .where('speechId', '=', speechId)
        .where('transcriptHash', '=', transcriptHash)
        .where('coachingMode', '=', coachingMode)
        .where('details', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Newest first (ties broken by id so the order is stable). */
    listByUser(userId: number, limit: number): Promise<FeedbackRow[]> {
      return db
        .selectFrom('feedback')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;

export type LockResult = { acquired: true } | { acquired: false; expiresAt: string };

/** A lock per key held in a row with an expiry: any process sees it, a crash frees it. */
export function createFeedbackLocksRepo(db: Kysely<Database>) {
  return {
    async acquire(
      key: string,
      userId: number,
      token: string,
      now: Date,
      ttlMs: number,
    ): Promise<LockResult> {
      const nowIso = now.toISOString();
      const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
      // One statement: of two racing requests only one inserts or takes over an expired row.
      const row = await db
        .insertInto('feedbackLocks')
        .values({ key, userId, token, expiresAt, createdAt: nowIso })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ userId, token, expiresAt, createdAt: nowIso })
            .where(sql<boolean>`feedback_locks.expires_at <= ${nowIso}`),
        )
        .returning('token')
        .executeTakeFirst();
      if (row?.token === token) return { acquired: true };
      const held = await db
        .selectFrom('feedbackLocks')
        .select('expiresAt')
        .where('key', '=', key)
        .executeTakeFirst();
      return { acquired: false, expiresAt: held?.expiresAt ?? expiresAt };
    },

    async release(key: string, token: string): Promise<void> {
      await db
        .deleteFrom('feedbackLocks')
        .where('key', '=', key)
        .where('token', '=', token)
        .execute();
    },
  };
}

export type FeedbackLocksRepo = ReturnType<typeof createFeedbackLocksRepo>;
