import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptionResponse } from '@common/contract/speech';
import { syntheticAnalysis } from '@server/coach/test-support/synthetic-analysis';
import type { Worker } from '@server/jobs/worker';
import { toneWebm, uploadForm } from '@server/test-support/audio';
import { databaseTargets } from '@server/test-support/databases';
import { waitFor } from '@server/test-support/podium-process';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

/**
 * Two corrections of one transcript whose jobs overlap (a page that gave up waiting and was sent
 * again, two tabs): whichever job ends last, the speech keeps the words sent last (ADR 81).
 */
describe.each(databaseTargets())('overlapping corrections on $name', (target) => {
  let t: TestApp;
  let worker: Worker;
  let audio: Buffer;
  /** The stand-in re-alignment of each text is held until the test lets it go. */
  const held = new Map<string, () => void>();
  const started: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      target,
      env: { GUEST_SPEECH_LIMIT: '10', WORKER_CONCURRENCY: '2' },
      overrides: {
        analyze: async () => syntheticAnalysis({ sentences: ['What the recognizer heard.'] }),
        realign: async (_path, { text }) => {
          started.push(text);
          await new Promise<void>((release) => held.set(text, release));
          return syntheticAnalysis({ sentences: [text] });
        },
      },
    });
    worker = t.services.createWorker(t.app.log);
    worker.start();
    audio = fs.readFileSync(await toneWebm(3));
  }, 120_000);
  afterAll(async () => {
    for (const release of held.values()) release();
    await worker.stop();
    await t.close();
  });

  const get = (who: SignedIn, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const correct = async (who: SignedIn, id: number, text: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/speeches/${id}/transcript`,
      headers: { cookie: who.cookie },
      payload: { text },
    });
    expect(res.statusCode).toBe(202);
    return res.json() as TranscriptionResponse;
  };
  const finished = (who: SignedIn, job: { id: string; speechId: number }) =>
    waitFor(
      async () => {
        const body = (
          await get(who, `/api/transcription/${job.id}?speechId=${job.speechId}`)
        ).json() as TranscriptionResponse;
        return body.status === 'completed' || body.status === 'failed' ? body : undefined;
      },
      15_000,
      `job ${job.id} to end`,
      20,
    );
  /** Until the stand-in re-alignment of `text` has begun. */
  const begun = (text: string) =>
    waitFor(async () => (started.includes(text) ? true : undefined), 15_000, `"${text}"`, 20);
  const analysedSpeech = async (who: SignedIn) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: who.cookie },
      payload: uploadForm(audio, { title: 'Twice corrected' }),
    });
    const speech = res.json().speech as { id: number; transcriptionId: string };
    await finished(who, { id: speech.transcriptionId, speechId: speech.id });
    return speech.id;
  };
  const stored = async (who: SignedIn, id: number) => {
    const body = (await get(who, `/api/speeches/${id}`)).json();
    return { transcription: body.speech.transcription, analysis: body.analysis.text };
  };
  /** What the stand-in measures a text as. */
  const measured = (text: string) => syntheticAnalysis({ sentences: [text] }).transcript;
  const release = (text: string) =>
    waitFor(async () => held.get(text), 15_000, `"${text}" to be held`, 20).then((go) => go());

  it('keeps the later words when the earlier job ends last', async () => {
    const guest = await signInGuest(t.app);
    const id = await analysedSpeech(guest);
    const first = await correct(guest, id, 'The first correction, slow to measure.');
    await begun('The first correction, slow to measure.');
    const second = await correct(guest, id, 'The second correction, sent after it.');
    await release('The second correction, sent after it.');
    expect((await finished(guest, second)).status).toBe('completed');
    await release('The first correction, slow to measure.');
    expect((await finished(guest, first)).status).toBe('completed');
    const words = measured('The second correction, sent after it.');
    expect(await stored(guest, id)).toEqual({ transcription: words, analysis: words });
  });

  it('stores each correction in turn when the jobs do not overlap', async () => {
    const guest = await signInGuest(t.app);
    const id = await analysedSpeech(guest);
    const first = await correct(guest, id, 'One correction.');
    await release('One correction.');
    await finished(guest, first);
    expect((await stored(guest, id)).transcription).toBe(measured('One correction.'));
    const second = await correct(guest, id, 'Another correction.');
    await release('Another correction.');
    await finished(guest, second);
    const words = measured('Another correction.');
    expect(await stored(guest, id)).toEqual({ transcription: words, analysis: words });
  });

  it('does not measure a correction a later one replaced before it ran', async () => {
    const guest = await signInGuest(t.app);
    const id = await analysedSpeech(guest);
    // Both workers' slots taken by held jobs of two other speeches (two corrections of one
    // speech would replace each other), so the two below wait in line.
    const blockers = [];
    for (const text of ['Blocker one.', 'Blocker two.']) {
      blockers.push(await correct(guest, await analysedSpeech(guest), text));
      await begun(text);
    }
    const replaced = await correct(guest, id, 'Replaced before it ran.');
    const kept = await correct(guest, id, 'Sent last.');
    await release('Blocker one.');
    await release('Blocker two.');
    await release('Sent last.');
    for (const job of [...blockers, replaced, kept]) await finished(guest, job);
    expect(started).not.toContain('Replaced before it ran.');
    expect((await stored(guest, id)).transcription).toBe(measured('Sent last.'));
  });
});
