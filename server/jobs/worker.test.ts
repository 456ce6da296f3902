import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@server/test-support/databases';
import { openTestDatabase } from '@server/test-support/test-database';
import { createJobQueue } from './job-queue';
import { TRANSCRIBE_SPEECH } from './job-types';
import { createWorker, LeaseLostError, type JobContext } from './worker';

const LEASE_MS = 300;

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`nothing after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(databaseTargets())('a worker whose lease was taken over, on $name', (target) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  });
  afterAll(() => db.close());

  it.each([
    ['finishes its work anyway', 'return'],
    ['fails because of the abort', 'throw'],
  ] as const)('stops its job, and records nothing when the job then %s', async (_what, ending) => {
    const queue = createJobQueue(db.handle.db, db.handle.dialect, { leaseMs: LEASE_MS });
    let ctx: JobContext | undefined;
    let reason: unknown;
    const worker = createWorker({
      queue,
      log: pino({ level: 'silent' }),
      concurrency: 1,
      pollMs: 20,
      leaseMs: LEASE_MS,
      handlers: [
        {
          type: TRANSCRIBE_SPEECH,
          async perform(_payload, context) {
            if (ctx) return; // only the first run is watched
            ctx = context;
            // Work that takes long, as recognition does, and stops only when told.
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, 10_000);
              context.signal.addEventListener('abort', () => {
                clearTimeout(timer);
                resolve();
              });
            });
            reason = context.signal.reason;
            if (ending === 'throw') throw new Error('stopped');
          },
        },
      ],
    });
    const job = await queue.enqueue(TRANSCRIBE_SPEECH, { speechId: 1 });
    worker.start();
    try {
      await waitFor(() => ctx, 5_000);
      // The worker seems dead to the others (no heartbeat within the lease): another takes over.
      await new Promise((r) => setTimeout(r, LEASE_MS + 50));
      const other = createJobQueue(db.handle.db, db.handle.dialect, { leaseMs: 60_000 });
      const takenOver = await other.claim('other-worker', [TRANSCRIBE_SPEECH]);
      expect(takenOver?.id).toBe(job.id);

      await waitFor(() => (ctx?.signal.aborted ? true : undefined), 3_000);
      expect(reason ?? ctx?.signal.reason).toBeInstanceOf(LeaseLostError);
      await worker.idle();
      expect(await queue.findById(job.id)).toMatchObject({
        status: 'running',
        lockedBy: 'other-worker',
        attempts: 2,
        lastError: null,
        finishedAt: null,
      });
      // Its outcome is the new owner's to record.
      await other.complete(job.id, 'other-worker');
      expect((await queue.findById(job.id))?.status).toBe('done');
    } finally {
      await worker.stop();
    }
  });
});

describe.each(databaseTargets())('a worker running several jobs at once, on $name', (target) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  });
  afterAll(() => db.close());

  it('runs up to its concurrency at once and each job exactly once', async () => {
    const queue = createJobQueue(db.handle.db, db.handle.dialect, { leaseMs: 60_000 });
    const performed: number[] = [];
    let running = 0;
    let peak = 0;
    const worker = createWorker({
      queue,
      log: pino({ level: 'silent' }),
      concurrency: 3,
      pollMs: 20,
      leaseMs: 60_000,
      handlers: [
        {
          type: TRANSCRIBE_SPEECH,
          async perform(payload) {
            running++;
            peak = Math.max(peak, running);
            // Long enough that three claims overlap on a loaded machine (a 60 ms job once peaked
            // at 2 during the full suite on PostgreSQL).
            await new Promise((r) => setTimeout(r, 300));
            performed.push(payload.speechId);
            running--;
          },
        },
      ],
    });
    const jobs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => queue.enqueue(TRANSCRIBE_SPEECH, { speechId: 100 + i })),
    );
    worker.start();
    try {
      await waitFor(async () => {
        const rows = await Promise.all(jobs.map((j) => queue.findById(j.id)));
        return rows.every((r) => r?.status === 'done') ? true : undefined;
      }, 10_000);
      expect(peak).toBe(3);
      expect(performed.sort()).toEqual(jobs.map((_, i) => 100 + i));
      for (const job of jobs) expect((await queue.findById(job.id))?.attempts).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('aborts only the job whose lease was taken over; the others finish', async () => {
    // Long enough for the heartbeat (every second at least) to keep the healthy job.
    const LEASE = 3_000;
    const queue = createJobQueue(db.handle.db, db.handle.dialect, { leaseMs: LEASE });
    const contexts = new Map<number, JobContext>();
    const worker = createWorker({
      queue,
      log: pino({ level: 'silent' }),
      concurrency: 2,
      pollMs: 20,
      leaseMs: LEASE,
      handlers: [
        {
          type: TRANSCRIBE_SPEECH,
          async perform(payload, context) {
            contexts.set(payload.speechId, context);
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, payload.speechId === 201 ? 10_000 : 1_500);
              context.signal.addEventListener('abort', () => {
                clearTimeout(timer);
                resolve();
              });
            });
          },
        },
      ],
    });
    const stuck = await queue.enqueue(TRANSCRIBE_SPEECH, { speechId: 201 });
    const healthy = await queue.enqueue(TRANSCRIBE_SPEECH, { speechId: 202 });
    worker.start();
    try {
      await waitFor(() => (contexts.size === 2 ? true : undefined), 5_000);
      // The stuck job's lease runs out as if its worker had died; another worker takes it.
      await db.handle.db
        .updateTable('jobs')
        .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', stuck.id)
        .execute();
      const other = createJobQueue(db.handle.db, db.handle.dialect, { leaseMs: 60_000 });
      expect((await other.claim('other-worker', [TRANSCRIBE_SPEECH]))?.id).toBe(stuck.id);

      await waitFor(() => (contexts.get(201)?.signal.aborted ? true : undefined), 3_000);
      expect(contexts.get(201)?.signal.reason).toBeInstanceOf(LeaseLostError);
      expect(contexts.get(202)?.signal.aborted).toBe(false);
      await worker.idle();
      expect(await queue.findById(healthy.id)).toMatchObject({ status: 'done', attempts: 1 });
      expect(await queue.findById(stuck.id)).toMatchObject({
        status: 'running',
        lockedBy: 'other-worker',
      });
    } finally {
      await worker.stop();
    }
  });
});
