import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database, JobRow } from '../db/schema';
import { isoNow } from '../lib/time';
import type { JobProgress } from './job-progress';
import type { JobPayloads } from './job-types';

type Db = Kysely<Database> | Transaction<Database>;

export interface EnqueueOptions {
  /** Use this id (e.g. a transcription id the client already knows). */
  id?: string;
  maxAttempts?: number;
  runAt?: Date;
}

export interface QueueOptions {
  /** How long a claim holds without a heartbeat before another worker may take the job. */
  leaseMs: number;
  /** First retry delay; doubles each attempt up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
}

/** Delay before retry number `attempt` (1-based): base x 2^(attempt-1), capped. */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * A durable job queue in the `jobs` table. A worker claims a job by writing a
 * lease (lockedUntil); while it works it renews the lease; if it dies the
 * lease runs out and the next claim picks the job up again. On PostgreSQL
 * several worker processes share the table through FOR UPDATE SKIP LOCKED.
 */
export function createJobQueue<P extends object = JobPayloads>(
  db: Kysely<Database>,
  dialect: DialectName,
  options: QueueOptions,
) {
  const events = new EventEmitter();
  const baseBackoff = options.baseBackoffMs ?? 2_000;
  const maxBackoff = options.maxBackoffMs ?? 60_000;
  const plusMs = (ms: number) => new Date(Date.now() + ms).toISOString();

  return {
    /** Fires 'enqueued' so in-process workers wake without waiting for their poll. */
    events,

    /** Only the job types of job-types.ts, each with its payload's shape (tests may widen P). */
    async enqueue<T extends keyof P & string>(
      type: T,
      payload: P[T],
      opts: EnqueueOptions = {},
      tx: Db = db,
    ): Promise<JobRow> {
      const now = isoNow();
      const row = await tx
        .insertInto('jobs')
        .values({
          id: opts.id ?? randomUUID(),
          type,
          payload: JSON.stringify(payload),
          status: 'queued',
          attempts: 0,
          maxAttempts: opts.maxAttempts ?? 3,
          runAt: (opts.runAt ?? new Date()).toISOString(),
          lockedUntil: null,
          lockedBy: null,
          lastError: null,
          errorDetails: null,
          createdAt: now,
          updatedAt: now,
          finishedAt: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Inside a transaction the job is not visible until commit; a worker
      // woken early simply finds nothing and polls again.
      queueMicrotask(() => events.emit('enqueued', row.type));
      return row;
    },

    /** Jobs waiting or in progress, by type and status (metrics; the claim index covers it). */
    async depth(): Promise<Array<{ type: string; status: string; count: number }>> {
      const rows = await db
        .selectFrom('jobs')
        .select(['type', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('status', 'in', ['queued', 'running'])
        .groupBy(['type', 'status'])
        .execute();
      // PostgreSQL's count is a bigint, which pg hands over as a string.
      return rows.map((r) => ({ type: r.type, status: r.status, count: Number(r.count) }));
    },

    findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes a job of the given types whose lease ran out (its worker died), else
     * the oldest due queued one. Two picks, each an ordered walk of the claim
     * index (status, run_at): one query with both under an OR made PostgreSQL
     * read and sort every due job on each claim (docs/decisions/0027-job-queue-on-postgresql.md).
     */
    async claim(workerId: string, types: readonly string[]): Promise<JobRow | undefined> {
      if (types.length === 0) return undefined;
      const now = isoNow();
      const expired = db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'running')
        .where('lockedUntil', '<', now)
        .where('type', 'in', types)
        .orderBy('runAt')
        .limit(1);
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('runAt', '<=', now)
        .where('type', 'in', types)
        .orderBy('runAt')
        .limit(1);
      for (const pick of [expired, due]) {
        const row = await db
          .updateTable('jobs')
          .set((eb) => ({
            status: 'running',
            attempts: eb('attempts', '+', 1),
            lockedBy: workerId,
            lockedUntil: plusMs(options.leaseMs),
            updatedAt: now,
            // A new attempt starts from the beginning, not where the last one stopped.
            stage: null,
            stageDone: null,
            stageTotal: null,
          }))
          .where('id', '=', dialect === 'postgres' ? pick.forUpdate().skipLocked() : pick)
          .returningAll()
          .executeTakeFirst();
        if (row) return row;
      }
      return undefined;
    },

    /** Extends the lease; false when the job is no longer ours (taken over or finished). */
    async heartbeat(id: string, workerId: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ lockedUntil: plusMs(options.leaseMs), updatedAt: isoNow() })
        .where('id', '=', id)
        .where('lockedBy', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records the stage a running job is in; ignored once the job is no longer ours. */
    async reportProgress(id: string, workerId: string, progress: JobProgress): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          stage: progress.stage,
          stageDone: progress.done ?? null,
          stageTotal: progress.total ?? null,
        })
        .where('id', '=', id)
        .where('lockedBy', '=', workerId)
        .where('status', '=', 'running')
        .execute();
    },

    /** How many due jobs of its type wait before a queued job (the claim order: runAt). */
    async countAhead(job: Pick<JobRow, 'type' | 'runAt'>): Promise<number> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('ahead'))
        .where('type', '=', job.type)
        .where('status', '=', 'queued')
        .where('runAt', '<', job.runAt)
        .where('runAt', '<=', isoNow())
        .executeTakeFirst();
      return Number(row?.ahead ?? 0);
    },

    /** False when the job is no longer this worker's (its lease was taken over): nothing recorded. */
    async complete(id: string, workerId: string, tx: Db = db): Promise<boolean> {
      const now = isoNow();
      const result = await tx
        .updateTable('jobs')
        .set({ status: 'done', lockedUntil: null, finishedAt: now, updatedAt: now })
        .where('id', '=', id)
        .where('lockedBy', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Records a failure. The job is retried after a backoff unless it has used
     * its attempts or the error is permanent, in which case it ends as failed.
     */
    async fail(
      job: JobRow,
      workerId: string,
      error: { message: string; details?: string; permanent?: boolean },
    ): Promise<'retry' | 'failed'> {
      const now = isoNow();
      const final = error.permanent || job.attempts >= job.maxAttempts;
      await db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'queued',
          runAt: final ? job.runAt : plusMs(backoffMs(job.attempts, baseBackoff, maxBackoff)),
          lockedUntil: null,
          lockedBy: null,
          lastError: error.message,
          errorDetails: error.details ?? null,
          updatedAt: now,
          finishedAt: final ? now : null,
        })
        .where('id', '=', job.id)
        .where('lockedBy', '=', workerId)
        .execute();
      return final ? 'failed' : 'retry';
    },

    /**
     * Hands a job back at once (graceful shutdown), without counting the
     * attempt, so the next process does not wait for the lease to run out.
     */
    async release(id: string, workerId: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'queued',
          attempts: eb('attempts', '-', 1),
          lockedBy: null,
          lockedUntil: null,
          runAt: isoNow(),
          updatedAt: isoNow(),
        }))
        .where('id', '=', id)
        .where('lockedBy', '=', workerId)
        .where('status', '=', 'running')
        .execute();
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue<JobPayloads>>;
