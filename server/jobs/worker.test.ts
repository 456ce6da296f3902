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
