import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '../db/repos/users-repo';
import { databaseTargets } from '../test-support/databases';
import { openTestDatabase } from '../test-support/test-database';
import { backoffMs, createJobQueue } from './job-queue';

describe('backoffMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });
});

describe.each(databaseTargets())('job queue on $name', (target) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    // Touch another repo so a broken migration shows here too.
    await createUsersRepo(db.handle.db).findById(1);
  });
  afterAll(() => db.close());

  const queue = (leaseMs = 60_000, baseBackoffMs = 60_000) =>
    // Test-only job types keep the tests apart; the payload map is widened for them.
    createJobQueue<Record<string, object>>(db.handle.db, db.handle.dialect, {
      leaseMs,
      baseBackoffMs,
    });

  it('hands a job to one worker only, oldest first', async () => {
    const q = queue();
    const first = await q.enqueue('t-once', { n: 1 }, { runAt: new Date(Date.now() - 2000) });
    const second = await q.enqueue('t-once', { n: 2 }, { runAt: new Date(Date.now() - 1000) });
    const a = await q.claim('worker-a', ['t-once']);
    const b = await q.claim('worker-b', ['t-once']);
    const c = await q.claim('worker-c', ['t-once']);
    expect(a?.id).toBe(first.id);
    expect(b?.id).toBe(second.id);
    expect(c).toBeUndefined();
    expect(a?.status).toBe('running');
    expect(a?.attempts).toBe(1);
  });

  it('gives concurrent claimers different jobs', async () => {
    const q = queue();
    for (let i = 0; i < 6; i++) await q.enqueue('t-race', { i });
    const claimed = await Promise.all(
      Array.from({ length: 8 }, (_, i) => q.claim(`w${i}`, ['t-race'])),
    );
    const ids = claimed.filter(Boolean).map((j) => j!.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('does not hand out a job before its time or of another type', async () => {
    const q = queue();
    await q.enqueue('t-later', {}, { runAt: new Date(Date.now() + 60_000) });
    await q.enqueue('t-other', {});
    expect(await q.claim('w', ['t-later'])).toBeUndefined();
    expect((await q.claim('w', ['t-other']))?.type).toBe('t-other');
  });

  it('lets another worker take over a job whose lease ran out (a crashed worker)', async () => {
    // A lease long enough that a loaded machine does not end it between two claims.
    const q = queue(1000);
    const job = await q.enqueue('t-crash', {});
    expect((await q.claim('dead-worker', ['t-crash']))?.id).toBe(job.id);
    expect(await q.claim('live-worker', ['t-crash'])).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1200));
    const taken = await q.claim('live-worker', ['t-crash']);
    expect(taken?.id).toBe(job.id);
    expect(taken?.attempts).toBe(2);
    // The dead worker's late heartbeat and completion no longer count.
    expect(await q.heartbeat(job.id, 'dead-worker')).toBe(false);
    expect(await q.complete(job.id, 'dead-worker')).toBe(false);
    expect((await q.findById(job.id))?.status).toBe('running');
    expect(await q.complete(job.id, 'live-worker')).toBe(true);
    expect((await q.findById(job.id))?.status).toBe('done');
    // Completed once: a repeated completion is not recorded again.
    expect(await q.complete(job.id, 'live-worker')).toBe(false);
  });

  it('keeps a job while its worker sends heartbeats', async () => {
    // Three beats half a lease apart outlast the lease, with room for a loaded machine.
    const q = queue(1000);
    const job = await q.enqueue('t-beat', {});
    await q.claim('w', ['t-beat']);
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 500));
      expect(await q.heartbeat(job.id, 'w')).toBe(true);
    }
    expect(await q.claim('other', ['t-beat'])).toBeUndefined();
  });

  it('retries a failed job after a growing backoff, then gives up', async () => {
    const q = queue(60_000, 1_000);
    const job = await q.enqueue('t-fail', {}, { maxAttempts: 2 });
    const first = (await q.claim('w', ['t-fail']))!;
    const before = Date.now();
    expect(await q.fail(first, 'w', { message: 'boom' })).toBe('retry');
    const queued = (await q.findById(job.id))!;
    expect(queued.status).toBe('queued');
    expect(queued.lastError).toBe('boom');
    expect(Date.parse(queued.runAt) - before).toBeGreaterThanOrEqual(900);
    expect(await q.claim('w', ['t-fail'])).toBeUndefined();

    // Pretend the backoff has passed.
    await db.handle.db
      .updateTable('jobs')
      .set({ runAt: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', job.id)
      .execute();
    const second = (await q.claim('w', ['t-fail']))!;
    expect(second.attempts).toBe(2);
    expect(await q.fail(second, 'w', { message: 'boom again', details: 'trace' })).toBe('failed');
    const failed = (await q.findById(job.id))!;
    expect(failed.status).toBe('failed');
    expect(failed.errorDetails).toBe('trace');
    expect(failed.finishedAt).not.toBeNull();
  });

  it('ends a job at once on a permanent error', async () => {
    const q = queue();
    await q.enqueue('t-perm', {}, { maxAttempts: 5 });
    const job = (await q.claim('w', ['t-perm']))!;
    expect(await q.fail(job, 'w', { message: 'bad input', permanent: true })).toBe('failed');
  });

  it('hands a job back on shutdown without using up an attempt', async () => {
    const q = queue();
    const job = await q.enqueue('t-release', {});
    await q.claim('w', ['t-release']);
    await q.release(job.id, 'w');
    const again = await q.claim('w2', ['t-release']);
    expect(again?.id).toBe(job.id);
    expect(again?.attempts).toBe(1);
  });

  it("records a running job's stage for its worker only, and a new attempt starts without one", async () => {
    const q = queue(60_000, 1);
    const job = await q.enqueue('t-stage', {});
    expect(await q.claim('w', ['t-stage'])).toMatchObject({ stage: null });
    await q.reportProgress(job.id, 'w', { stage: 'recognize', done: 2, total: 5 });
    await q.reportProgress(job.id, 'someone-else', { stage: 'measure' });
    expect(await q.findById(job.id)).toMatchObject({
      stage: 'recognize',
      stageDone: 2,
      stageTotal: 5,
    });

    const running = (await q.findById(job.id))!;
    await q.fail(running, 'w', { message: 'flaky' });
    // A late report from the failed attempt changes nothing.
    await q.reportProgress(job.id, 'w', { stage: 'measure' });
    expect((await q.findById(job.id))?.stage).toBe('recognize');
    await new Promise((r) => setTimeout(r, 5));
    expect(await q.claim('w2', ['t-stage'])).toMatchObject({
      stage: null,
      stageDone: null,
      stageTotal: null,
    });
  });

  it('counts the due jobs of the same type queued before a job', async () => {
    const q = queue();
    const at = (msAgo: number) => ({ runAt: new Date(Date.now() - msAgo) });
    await q.enqueue('t-line', {}, at(3000));
    await q.enqueue('t-line', {}, at(2000));
    await q.enqueue('t-line-other', {}, at(2500));
    const mine = await q.enqueue('t-line', {}, at(1000));
    await q.enqueue('t-line', {}, at(500));
    expect(await q.countAhead(mine)).toBe(2);
    await q.claim('w', ['t-line']);
    expect(await q.countAhead(mine)).toBe(1);
  });
});
