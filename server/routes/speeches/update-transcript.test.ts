import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCRIPT_EDIT } from '@common/constants';
import type { Worker } from '@server/jobs/worker';
import { speechWebm, uploadForm } from '@server/test-support/audio';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('PUT /api/speeches/{id}/transcript', () => {
  let t: TestApp;
  let worker: Worker;
  let speech: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ env: { GUEST_SPEECH_LIMIT: '20' } });
    worker = t.services.createWorker(t.app.log);
    worker.start();
    speech = fs.readFileSync((await speechWebm()).file);
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const get = (who: SignedIn, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const put = (who: SignedIn, id: number, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/speeches/${id}/transcript`,
      headers: { cookie: who.cookie },
      payload: payload as Record<string, unknown>,
    });
  const finished = (who: SignedIn, jobId: string, speechId: number) =>
    waitFor(async () => {
      const body = (await get(who, `/api/transcription/${jobId}?speechId=${speechId}`)).json();
      return body.status === 'completed' || body.status === 'failed' ? body : undefined;
    });

  async function analysedSpeech(who: SignedIn) {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/speeches',
        headers: { cookie: who.cookie },
        payload: uploadForm(speech, { title: 'Habits' }),
      })
    ).json().speech;
    await finished(who, created.transcriptionId, created.id);
    return (await get(who, `/api/speeches/${created.id}`)).json();
  }

  it('re-aligns a corrected word to the recording, measures again and keeps what was recognized', async () => {
    const guest = await signInGuest(t.app);
    const { speech: before, analysis } = await analysedSpeech(guest);
    const recognized: string = analysis.text;
    expect(recognized).toMatch(/short walk after lunch/);
    const corrected = recognized.replace('short walk', 'long walk');

    const res = await put(guest, before.id, { text: corrected });
    expect(res.statusCode).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({ speechId: before.id, status: 'pending', error: null });
    expect((await finished(guest, job.id, before.id)).status).toBe('completed');

    const after = (await get(guest, `/api/speeches/${before.id}`)).json();
    expect(after.analysis.text).toBe(corrected);
    expect(after.speech.transcription).toBe(corrected);
    expect(after.analysis.details).toMatchObject({
      transcriptSource: 'corrected',
      recognizedTranscript: recognized,
      wordCount: analysis.details.wordCount,
    });
    // The corrected word sits where "short" was said; the others keep their times.
    const oldWords = analysis.details.words;
    const newWords = after.analysis.details.words;
    const at = oldWords.findIndex((w: { word: string }) => w.word === 'short');
    expect(newWords[at].word).toBe('long');
    expect(Math.abs(newWords[at].start - oldWords[at].start)).toBeLessThan(0.2);
    for (const [i, w] of newWords.entries()) {
      if (Math.abs(i - at) > 1) expect(Math.abs(w.start - oldWords[i].start)).toBeLessThan(0.05);
    }
    // Typed words are vouched for by the speaker: none is left marked unsure.
    expect(newWords.some((w: { lowConfidence?: boolean }) => w.lowConfidence)).toBe(false);
    // The waveform was computed once from the recording, and survives the new measurement.
    expect(analysis.details.waveform.peaks.length).toBe(
      Math.ceil(analysis.details.durationSec * 20),
    );
    expect(after.analysis.details.waveform).toEqual(analysis.details.waveform);
    // How the recording sounded does not change with its words.
    expect(analysis.details.recording).toMatchObject({ humHz: null, clippedShare: 0 });
    expect(after.analysis.details.recording).toEqual(analysis.details.recording);
    // The words account for all that was said.
    expect(after.analysis.details.unwrittenSpeechSec).toBeUndefined();
  });

  it('says how much speech a transcript of part of the recording leaves unwritten', async () => {
    const guest = await signInGuest(t.app);
    const { speech: before, analysis } = await analysedSpeech(guest);
    const firstSentence =
      'Today I want to share three simple habits that help me stay focused at work.';
    const job = (await put(guest, before.id, { text: firstSentence })).json();
    expect((await finished(guest, job.id, before.id)).status).toBe('completed');
    const after = (await get(guest, `/api/speeches/${before.id}`)).json();
    expect(after.analysis.details.wordCount).toBe(15);
    // The two sentences left out are about 5 s of speech.
    expect(after.analysis.details.unwrittenSpeechSec).toBeGreaterThan(3);
    expect(after.analysis.details.unwrittenSpeechSec).toBeLessThan(analysis.details.durationSec);
  });

  it('changes the metrics with the words: a filler typed in counts', async () => {
    const guest = await signInGuest(t.app);
    const { speech: before, analysis } = await analysedSpeech(guest);
    expect(analysis.fillerWords).toBe(0);
    const text = `${analysis.text} So, basically, that is it.`;
    const job = (await put(guest, before.id, { text })).json();
    await finished(guest, job.id, before.id);
    const after = (await get(guest, `/api/speeches/${before.id}`)).json();
    expect(after.analysis.details.wordCount).toBe(analysis.details.wordCount + 5);
    expect(after.analysis.fillerWordsList).toMatchObject({ basically: 1 });
  });

  it('takes a typed transcript when there is no analysis (manual entry) and gives it real timings', async () => {
    const guest = await signInGuest(t.app);
    const { speech: before, analysis } = await analysedSpeech(guest);
    await t.services.handle.db.deleteFrom('analyses').where('speechId', '=', before.id).execute();
    const job = (await put(guest, before.id, { text: analysis.text })).json();
    expect((await finished(guest, job.id, before.id)).status).toBe('completed');
    const after = (await get(guest, `/api/speeches/${before.id}`)).json();
    expect(after.analysis.details.transcriptSource).toBe('typed');
    expect(after.analysis.details.recognizedTranscript).toBe('');
    expect(after.analysis.wordsPerMinute).toBeCloseTo(analysis.wordsPerMinute, -1);
    expect(after.analysis.details.words[0].start).toBeCloseTo(analysis.details.words[0].start, 1);
  });

  it("answers 404 for someone else's speech or job, as elsewhere", async () => {
    const owner = await signInGuest(t.app);
    const other = await signInGuest(t.app);
    const { speech: mine, analysis } = await analysedSpeech(owner);
    expect((await put(other, mine.id, { text: 'not mine' })).statusCode).toBe(404);
    const job = (await put(owner, mine.id, { text: analysis.text })).json();
    expect((await get(other, `/api/transcription/${job.id}?speechId=${mine.id}`)).statusCode).toBe(
      404,
    );
    await finished(owner, job.id, mine.id);
  });

  it('rejects an empty transcript with 400, a too long one with 413, and no session with 401', async () => {
    const guest = await signInGuest(t.app);
    const { speech: mine } = await analysedSpeech(guest);
    const empty = await put(guest, mine.id, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Type the words you said/);
    const long = await put(guest, mine.id, { text: 'word '.repeat(TRANSCRIPT_EDIT.maxChars / 4) });
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toMatch(/too long: at most 20,000 characters/);
    expect((await put(guest, mine.id, {})).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/speeches/${mine.id}/transcript`,
      payload: { text: 'hello' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
