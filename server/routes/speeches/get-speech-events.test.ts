import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticAnalysis } from '@server/coach/test-support/synthetic-analysis';
import { PermanentJobError, type Worker } from '@server/jobs/worker';
import { TOO_MANY_STREAMS } from '@server/speeches/speech-events';
import { toneWebm, uploadForm } from '@server/test-support/audio';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

/** The stand-in pipeline holds each job until the test says how it ends. */
interface Gate {
  succeed(): void;
  fail(): void;
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The events of an SSE body, comments and the retry field left out. */
function parseEvents(body: string): Array<{ event: string; data: unknown }> {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith(':')))
    .filter((lines) => lines.some((line) => line.startsWith('event:')))
    .map((lines) => ({
      event: lines
        .find((l) => l.startsWith('event:'))!
        .slice(6)
        .trim(),
      data: JSON.parse(lines.find((l) => l.startsWith('data:'))!.slice(5)),
    }));
}

describe('GET /api/speeches/{id}/events pushes the outcome the moment it is stored', () => {
  let t: TestApp;
  let worker: Worker;
  let audio: Buffer;
  const gates: Gate[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { GUEST_SPEECH_LIMIT: '20', WORKER_CONCURRENCY: '1' },
      speechEvents: { pollMs: 50, heartbeatMs: 100, maxStreamsPerUser: 2 },
      overrides: {
        analyze: () =>
          new Promise((resolve, reject) =>
            gates.push({
              succeed: () =>
                resolve(syntheticAnalysis({ sentences: ['Trees cool the streets of our city.'] })),
              fail: () => reject(new PermanentJobError('The recording could not be read.')),
            }),
          ),
      },
    });
    worker = t.services.createWorker(t.app.log);
    worker.start();
    audio = fs.readFileSync(await toneWebm(3));
  }, 120_000);
  afterAll(async () => {
    for (const gate of gates.splice(0)) gate.succeed();
    await worker.stop();
    await t.close();
  });

  const upload = async (who: SignedIn) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: who.cookie },
      payload: uploadForm(audio, { title: 'Streamed' }),
    });
    expect(res.statusCode).toBe(201);
    return res.json().speech as { id: number; transcriptionId: string };
  };
  /** Opens the stream; the promise settles when the server ends it. */
  const listen = (who: SignedIn | null, speechId: number) => {
    let ended = false;
    const response = t.app
      .inject({
        method: 'GET',
        url: `/api/speeches/${speechId}/events`,
        headers: who ? { cookie: who.cookie, accept: 'text/event-stream' } : {},
      })
      .finally(() => {
        ended = true;
      });
    return { response, isOpen: () => !ended };
  };
  const nextGate = () => waitFor(() => gates.shift());

  it("sends the owner one 'analysed' event when the analysis is stored, then closes", async () => {
    const guest = await signInGuest(t.app);
    const speech = await upload(guest);
    const stream = listen(guest, speech.id);
    const gate = await nextGate();
    // The job is running and nothing is stored: the stream waits (through heartbeats).
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.isOpen()).toBe(true);

    gate.succeed();
    const res: LightMyRequestResponse = await stream.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(': heartbeat');
    expect(parseEvents(res.body)).toEqual([
      { event: 'status', data: { speechId: speech.id, status: 'analysed' } },
    ]);
    // What the page refetches on the event is there.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}`,
      headers: { cookie: guest.cookie },
    });
    expect(stored.json().analysis).not.toBeNull();
  });

  it("sends 'failed' when the job fails for good", async () => {
    const guest = await signInGuest(t.app);
    const speech = await upload(guest);
    const stream = listen(guest, speech.id);
    (await nextGate()).fail();
    const res = await stream.response;
    expect(parseEvents(res.body)).toEqual([
      { event: 'status', data: { speechId: speech.id, status: 'failed' } },
    ]);
  });

  it('answers at once, and closes, for a speech already analysed', async () => {
    const guest = await signInGuest(t.app);
    const speech = await upload(guest);
    (await nextGate()).succeed();
    for (let i = 0; i < 200; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/speeches/${speech.id}`,
        headers: { cookie: guest.cookie },
      });
      if (res.json().analysis) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const body = (await listen(guest, speech.id).response).body;
    expect(parseEvents(body)).toEqual([
      { event: 'status', data: { speechId: speech.id, status: 'analysed' } },
    ]);
    const again = await listen(guest, speech.id).response;
    expect(parseEvents(again.body)).toHaveLength(1);
    expect(again.body).not.toContain(': heartbeat');
  });

  it("gives someone else's speech as not found, and asks a stranger to sign in", async () => {
    const owner = await signInGuest(t.app);
    const other = await signInGuest(t.app);
    const speech = await upload(owner);
    const stolen = await listen(other, speech.id).response;
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ status: 404, message: 'Speech not found.' });
    expect(stolen.body).not.toContain('Streamed');
    expect((await listen(null, speech.id).response).statusCode).toBe(401);
    expect((await listen(owner, 99_999_999).response).statusCode).toBe(404);
    (await nextGate()).succeed();
  });

  it('refuses a third open stream of one user with 429, and lets another user open theirs', async () => {
    const guest = await signInGuest(t.app);
    const speech = await upload(guest);
    const gate = await nextGate();
    const first = listen(guest, speech.id);
    const second = listen(guest, speech.id);
    await new Promise((r) => setTimeout(r, 200));
    const third = await listen(guest, speech.id).response;
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited', message: TOO_MANY_STREAMS });

    // The limit is each user's own.
    const other = await signInGuest(t.app);
    const theirs = await upload(other);
    const otherStream = listen(other, theirs.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(otherStream.isOpen()).toBe(true);

    gate.succeed();
    for (const stream of [first, second]) {
      expect(parseEvents((await stream.response).body)).toHaveLength(1);
    }
    // Both closed: the user may open streams again.
    const after = await listen(guest, speech.id).response;
    expect(after.statusCode).toBe(200);
    (await nextGate()).succeed();
    expect(parseEvents((await otherStream.response).body)).toHaveLength(1);
  });
});

describe('GET /api/speeches/{id}/events when the server closes', () => {
  it('ends the open streams, so that shutting down does not wait for them', async () => {
    const t = await createTestApp({ env: { GUEST_SPEECH_LIMIT: '5' } });
    const guest = await signInGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: guest.cookie },
      payload: uploadForm(fs.readFileSync(await toneWebm(3)), { title: 'Never analysed' }),
    });
    const { id } = res.json().speech as { id: number };
    // No worker runs: the stream would wait for ten minutes.
    const stream = t.app.inject({
      method: 'GET',
      url: `/api/speeches/${id}/events`,
      headers: { cookie: guest.cookie },
    });
    await new Promise((r) => setTimeout(r, 200));
    const closed = t.close();
    const body = (await stream).body;
    expect(parseEvents(body)).toEqual([]);
    await closed;
  }, 60_000);
});
