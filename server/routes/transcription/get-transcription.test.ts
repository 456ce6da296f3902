import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptionResponse } from '@common/contract/speech';
import { syntheticAnalysis } from '@server/coach/test-support/synthetic-analysis';
import type { JobProgress } from '@server/jobs/job-progress';
import type { Worker } from '@server/jobs/worker';
import { toneWebm, uploadForm } from '@server/test-support/audio';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

/** The stages the stand-in pipeline goes through, each held until the test lets it go. */
const STAGES: JobProgress[] = [
  { stage: 'decode' },
  { stage: 'recognize', done: 0, total: 2 },
  { stage: 'recognize', done: 1, total: 2 },
  { stage: 'recognize', done: 2, total: 2 },
  { stage: 'measure' },
];

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /api/transcription/{id} follows the job through its stages', () => {
  let t: TestApp;
  let worker: Worker;
  let audio: Buffer;
  /** Lets the stand-in pipeline past the stage it is holding at. */
  const gates: Array<() => void> = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { GUEST_SPEECH_LIMIT: '10', WORKER_CONCURRENCY: '1' },
      overrides: {
        analyze: async (_path, _signal, onProgress) => {
          for (const step of STAGES) {
            onProgress?.(step);
            await new Promise<void>((release) => gates.push(release));
          }
          return syntheticAnalysis({ sentences: ['Trees cool the streets of our city.'] });
        },
      },
    });
    worker = t.services.createWorker(t.app.log);
    audio = fs.readFileSync(await toneWebm(3));
  }, 120_000);
  afterAll(async () => {
    for (const release of gates.splice(0)) release();
    await worker.stop();
    await t.close();
  });

  const upload = async (who: SignedIn, title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: who.cookie },
      payload: uploadForm(audio, { title }),
    });
    expect(res.statusCode).toBe(201);
    return res.json().speech as { id: number; transcriptionId: string };
  };
  const status = async (who: SignedIn, speech: { id: number; transcriptionId: string }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transcription/${speech.transcriptionId}?speechId=${speech.id}`,
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as TranscriptionResponse;
  };

  it('reports queued (with the jobs ahead), each stage in order with its parts, then done', async () => {
    const guest = await signInGuest(t.app);
    const first = await upload(guest, 'First');
    const second = await upload(guest, 'Second');

    // No worker yet: both wait, the second behind the first.
    expect(await status(guest, first)).toMatchObject({
      status: 'pending',
      error: null,
      error_details: null,
      stage: { id: 'queued', label: 'Waiting in line', ahead: 0 },
    });
    expect((await status(guest, second)).stage).toEqual({
      id: 'queued',
      label: 'Waiting in line',
      ahead: 1,
    });

    worker.start();
    const seen: unknown[] = [];
    for (const step of STAGES) {
      const shown = await waitFor(async () => {
        const body = await status(guest, first);
        const stage = body.stage;
        return stage?.id === step.stage && stage.done === step.done ? body : undefined;
      });
      expect(shown.status).toBe('processing');
      seen.push(shown.stage);
      // The second job waits until the first is done (one job at a time).
      expect((await status(guest, second)).stage).toMatchObject({ id: 'queued', ahead: 0 });
      gates.shift()?.();
    }
    expect(seen).toEqual([
      { id: 'decode', label: 'Reading your audio' },
      { id: 'recognize', label: 'Transcribing your words', done: 0, total: 2 },
      { id: 'recognize', label: 'Transcribing your words', done: 1, total: 2 },
      { id: 'recognize', label: 'Transcribing your words', done: 2, total: 2 },
      { id: 'measure', label: 'Measuring pace, pauses and filler words' },
    ]);

    const done = await waitFor(async () => {
      const body = await status(guest, first);
      return body.status === 'completed' ? body : undefined;
    });
    expect(done).toEqual({
      id: first.transcriptionId,
      speechId: first.id,
      status: 'completed',
      error: null,
      error_details: null,
      stage: { id: 'done', label: 'Preparing your analysis' },
    });

    // The second job starts afresh: its first stage, not where the first job ended.
    const next = await waitFor(async () => {
      const body = await status(guest, second);
      return body.status === 'processing' && body.stage?.id !== 'starting' ? body : undefined;
    });
    expect(next.stage).toEqual({ id: 'decode', label: 'Reading your audio' });
    for (let i = 0; i < STAGES.length; i++) {
      await waitFor(async () => (gates.length > 0 ? true : undefined));
      gates.shift()?.();
    }
    await waitFor(async () =>
      (await status(guest, second)).status === 'completed' ? true : undefined,
    );
  });
});
