import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechWebm, uploadForm } from '@server/test-support/audio';
import { startPodium, waitFor, type PodiumProcess } from '@server/test-support/podium-process';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

/**
 * SIGTERM on real worker processes sharing one SQLite database with this test,
 * which uploads the speeches through the app (no worker runs in this process).
 */
describe('a worker stopped with SIGTERM', () => {
  let t: TestApp;
  let cookie: string;
  const started: PodiumProcess[] = [];
  const env = () => ({
    DATA_DIR: t.dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    JOB_POLL_MS: '100',
  });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInGuest(t.app)).cookie;
  });
  afterAll(async () => {
    for (const p of started) p.child.kill('SIGKILL');
    await t.close();
  });

  async function upload(): Promise<{ jobId: string; speechId: number }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie },
      payload: uploadForm(fs.readFileSync((await speechWebm()).file)),
    });
    expect(res.statusCode).toBe(201);
    const { speech } = res.json();
    return { jobId: speech.transcriptionId, speechId: speech.id };
  }
  const job = (id: string) => t.services.queue.findById(id);
  async function worker(name: string, extra: Record<string, string>) {
    const p = await startPodium('worker', name, t.dataDir, { ...env(), ...extra });
    started.push(p);
    await p.ready();
    return p;
  }
  /** The worker id starts with host:pid, so the job row says which process holds it. */
  const heldBy = async (jobId: string, p: PodiumProcess) => {
    const row = await job(jobId);
    return row?.status === 'running' && row.lockedBy?.includes(`:${p.child.pid}:`)
      ? row
      : undefined;
  };

  it('finishes the job in flight within the grace period, then exits', async () => {
    const w1 = await worker('graceful', { SHUTDOWN_TIMEOUT_SEC: '120' });
    const { jobId, speechId } = await upload();
    await waitFor(() => heldBy(jobId, w1), 30_000, 'the worker to claim the job');
    w1.child.kill('SIGTERM');
    expect(await w1.exited).toEqual({ code: 0, signal: null });
    const row = await job(jobId);
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(row?.lockedBy).toContain(`:${w1.child.pid}:`);
    expect(
      await t.services.handle.db
        .selectFrom('analyses')
        .select('id')
        .where('speechId', '=', speechId)
        .executeTakeFirst(),
    ).toBeDefined();
    expect(fs.readFileSync(w1.logFile, 'utf8')).toContain('waiting for running jobs');
  }, 120_000);

  it('hands the job back past the grace period, and another worker completes it', async () => {
    // A long lease: only the hand-back can explain another worker starting the job soon.
    const lease = { JOB_LEASE_SEC: '300' };
    const w2 = await worker('impatient', { ...lease, SHUTDOWN_TIMEOUT_SEC: '0.2' });
    const { jobId, speechId } = await upload();
    await waitFor(() => heldBy(jobId, w2), 30_000, 'the worker to claim the job');
    w2.child.kill('SIGTERM');
    expect(await w2.exited).toEqual({ code: 0, signal: null });
    expect(await job(jobId)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(fs.readFileSync(w2.logFile, 'utf8')).toContain('job handed back on shutdown');

    const w3 = await worker('successor', lease);
    const done = await waitFor(
      async () => ((await job(jobId))?.status === 'done' ? job(jobId) : undefined),
      90_000,
      'the other worker to complete the job',
    );
    expect(done).toMatchObject({ attempts: 1 });
    expect(done?.lockedBy).toContain(`:${w3.child.pid}:`);
    const analysis = await t.services.handle.db
      .selectFrom('analyses')
      .select('text')
      .where('speechId', '=', speechId)
      .executeTakeFirst();
    expect(analysis?.text.length).toBeGreaterThan(20);
    w3.child.kill('SIGTERM');
    expect((await w3.exited).code).toBe(0);
  }, 150_000);
});

describe('a web process stopped with SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('answers the request in flight, refuses new ones and exits', async () => {
    const web = await startPodium('serve', 'web', dataDir, {
      DATA_DIR: dataDir,
      RUN_WORKERS: 'false',
      SHUTDOWN_TIMEOUT_SEC: '60',
    });
    try {
      await web.ready();
      // A slow client keeps an upload open: the request is in flight when SIGTERM arrives.
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('{"guestId":'));
          await new Promise((r) => setTimeout(r, 1500));
          controller.enqueue(new TextEncoder().encode('"shutdown-guest"}'));
          controller.close();
        },
      });
      const inFlight = fetch(`${web.base}/api/guest-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      await new Promise((r) => setTimeout(r, 500));
      const killedAt = Date.now();
      web.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await web.exited).toEqual({ code: 0, signal: null });
      // Once the request is answered it goes: the client's keep-alive connection does not hold
      // it to the end of the grace period (60 s).
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      await expect(fetch(`${web.base}/api/health`)).rejects.toThrow();
    } finally {
      web.child.kill('SIGKILL');
    }
  }, 90_000);
});
