import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordErrorRate } from '@scripts/fixtures/word-error-rate';
import type { Worker } from '@server/jobs/worker';
import { runProcess } from '@server/lib/run-process';
import { speechWebm, toneWebm, uploadForm } from '@server/test-support/audio';
import { hlsHiddenInMp3 } from '@server/test-support/crafted-audio';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('speeches API', () => {
  let t: TestApp;
  let worker: Worker;
  let speech: Buffer;
  let labels: { text: string; wordCount: number };

  beforeAll(async () => {
    t = await createTestApp({
      env: { GUEST_SPEECH_LIMIT: '3', MAX_UPLOAD_BYTES: String(25 * 1024 * 1024) },
    });
    worker = t.services.createWorker(t.app.log);
    worker.start();
    const made = await speechWebm();
    speech = fs.readFileSync(made.file);
    labels = made.labels;
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const upload = (who: SignedIn, form: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: who.cookie, ...headers },
      payload: form,
    });
  const get = (who: SignedIn, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  it('uploads a recording, transcribes it in the background, and returns the analysis', async () => {
    const guest = await signInGuest(t.app);
    const res = await upload(
      guest,
      uploadForm(speech, {
        userId: String(guest.user.id),
        title: 'My first talk',
        duration: '12',
        prompt: 'Why practice?',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { speech: created } = res.json();
    expect(created).toMatchObject({
      userId: guest.user.id,
      title: 'My first talk',
      prompt: 'Why practice?',
      saved: false,
      transcription: null,
    });
    expect(created.audioUrl).toMatch(/^http:\/\/localhost:3000\/media\/\d+\?exp=\d+&sig=/);
    expect(created.transcriptionId).toEqual(expect.any(String));
    // The server measures the length itself (MediaRecorder webm carries none).
    expect(created.duration).toBeGreaterThan(5);

    const status = await waitFor(async () => {
      const r = await get(
        guest,
        `/api/transcription/${created.transcriptionId}?speechId=${created.id}`,
      );
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(['pending', 'processing', 'completed']).toContain(body.status);
      return body.status === 'completed' ? body : undefined;
    });
    expect(status).toEqual({
      id: created.transcriptionId,
      speechId: created.id,
      status: 'completed',
      error: null,
      error_details: null,
      stage: { id: 'done', label: 'Preparing your analysis' },
    });

    const detail = await get(guest, `/api/speeches/${created.id}`);
    expect(detail.statusCode).toBe(200);
    const { speech: done, analysis } = detail.json();
    expect(done.transcription).toBe(analysis.text);
    expect(wordErrorRate(labels.text, analysis.text)).toBeLessThanOrEqual(0.2);
    expect(analysis.wordsPerMinute).toBeGreaterThan(80);
    expect(analysis.details.words.length).toBeGreaterThan(10);
    expect(analysis).toMatchObject({
      speechId: created.id,
      fillerWords: expect.any(Number),
      pauses: expect.any(Number),
    });
    expect(analysis.speakingTimeSec).toBeCloseTo(analysis.details.speakingTimeSec, 5);

    // Lists are polled: they carry the summary, not every word.
    const list = (await get(guest, `/api/speeches/user/${guest.user.id}`)).json();
    expect(list[0].analysis).toMatchObject({
      wordsPerMinute: analysis.wordsPerMinute,
      speakingTimeSec: analysis.speakingTimeSec,
    });
    expect(list[0].analysis).not.toHaveProperty('details');
  });

  it('stores a blank title as Untitled Recording and lists speeches newest first', async () => {
    const guest = await signInGuest(t.app);
    const a = await upload(guest, uploadForm(speech, { title: '   ' }));
    expect(a.statusCode).toBe(201);
    expect(a.json().speech.title).toBe('Untitled Recording');
    // A spec client sends no mode: its speech is coached as general.
    expect(a.json().speech.coachingMode).toBe('general');
    const b = await upload(
      guest,
      uploadForm(speech, { title: 'Second', coachingMode: 'interview' }),
    );
    expect(b.json().speech.coachingMode).toBe('interview');
    const list = await get(guest, `/api/speeches/user/${guest.user.id}?limit=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: number }) => s.id)).toEqual([
      b.json().speech.id,
      a.json().speech.id,
    ]);
  });

  it('rejects an unknown practice mode with 400 and names the modes', async () => {
    const guest = await signInGuest(t.app);
    const res = await upload(guest, uploadForm(speech, { coachingMode: 'karaoke' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(res.json().message).toMatch(/general, interview, pitch, story, presentation/);
    const list = await get(guest, `/api/speeches/user/${guest.user.id}?limit=100`);
    expect(list.json()).toEqual([]);
  });

  it('rejects an empty file with 400', async () => {
    const guest = await signInGuest(t.app);
    const res = await upload(guest, uploadForm(Buffer.alloc(0), { title: 'Empty' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: 'The recording appears to be empty. Please try again.',
      code: 'bad_request',
    });
  });

  it('rejects a form without a recording with "No recording found"', async () => {
    const guest = await signInGuest(t.app);
    const res = await upload(guest, uploadForm(null, { title: 'Nothing' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No recording found');
  });

  it('rejects a text file named .webm with 415', async () => {
    const guest = await signInGuest(t.app);
    const res = await upload(
      guest,
      uploadForm(Buffer.from('this is not audio at all\n'.repeat(100)), {}, 'speech.webm'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/not a recording/);
  });

  it('rejects a damaged webm (right header, broken body) with 422', async () => {
    const guest = await signInGuest(t.app);
    const broken = Buffer.concat([speech.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const res = await upload(guest, uploadForm(broken));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/could not read/);
  });

  it('refuses an MP3 that makes ffmpeg copy a file of the server into the recording', async () => {
    const guest = await signInGuest(t.app);
    const local = path.join(t.dataDir, 'not-yours.mp3');
    await runProcess('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=500:duration=3'],
      ...['-c:a', 'libmp3lame', local],
    ]);
    const res = await upload(guest, uploadForm(hlsHiddenInMp3(local), {}, 'speech.mp3'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/could not read/);
    expect((await get(guest, `/api/speeches/user/${guest.user.id}`)).json()).toEqual([]);
  });

  it.each([0.01, 0.3])(
    'refuses a %s s clip with 422: a recording of a second or less is not analysed',
    async (seconds) => {
      const guest = await signInGuest(t.app);
      const res = await upload(guest, uploadForm(fs.readFileSync(await toneWebm(seconds))));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 422,
        code: 'too_short',
        message: 'Recording is too short. Keep recording for more than a second to save it.',
      });
      expect((await get(guest, `/api/speeches/user/${guest.user.id}`)).json()).toEqual([]);
    },
  );

  it('rejects a 30 MB file with 413 and the spec message', async () => {
    const guest = await signInGuest(t.app);
    const big = Buffer.alloc(30 * 1024 * 1024, 1);
    speech.copy(big, 0, 0, 4096);
    const res = await upload(guest, uploadForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 413,
      message: 'Recording is too large. Try keeping your speech under 10 minutes.',
      code: 'payload_too_large',
    });
  });

  it('rejects an 11-minute recording with 413', async () => {
    const guest = await signInGuest(t.app);
    const res = await upload(guest, uploadForm(fs.readFileSync(await toneWebm(660))));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/longer than 10 minutes/);
  });

  it('stops a guest at the fourth upload with the 429 guest-limit body', async () => {
    const guest = await signInGuest(t.app);
    for (let i = 0; i < 3; i++)
      expect((await upload(guest, uploadForm(speech))).statusCode).toBe(201);
    const fourth = await upload(guest, uploadForm(speech));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      status: 429,
      isRateLimit: true,
      message: expect.stringMatching(/guest limit/),
      code: 'guest_limit',
    });
    const list = await get(guest, `/api/speeches/user/${guest.user.id}`);
    expect(list.json()).toHaveLength(3);
  });

  it('needs a session to upload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      payload: uploadForm(speech),
    });
    expect(res.statusCode).toBe(401);
  });

  it("never shows another guest's speech, list, transcription or upload in their name", async () => {
    const owner = await signInGuest(t.app);
    const other = await signInGuest(t.app);
    const created = (await upload(owner, uploadForm(speech, { title: 'Private' }))).json().speech;

    const read = await get(other, `/api/speeches/${created.id}`);
    expect([403, 404]).toContain(read.statusCode);
    expect(read.body).not.toContain('Private');
    expect((await get(other, `/api/speeches/user/${owner.user.id}`)).statusCode).toBe(403);
    expect(
      (await get(other, `/api/transcription/${created.transcriptionId}?speechId=${created.id}`))
        .statusCode,
    ).toBe(404);
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/speeches/${created.id}/save`,
      headers: { cookie: other.cookie },
      payload: { saved: true },
    });
    expect(save.statusCode).toBe(404);
    const asOwner = await upload(other, uploadForm(speech, { userId: String(owner.user.id) }));
    expect(asOwner.statusCode).toBe(403);
    const withHeader = await upload(other, uploadForm(speech), {
      'x-user-id': String(owner.user.id),
    });
    expect(withHeader.statusCode).toBe(403);
  });

  it('links a retake to the earlier speech, on its prompt, and refuses one of another speaker', async () => {
    const guest = await signInGuest(t.app);
    const first = (
      await upload(guest, uploadForm(speech, { title: 'First try', prompt: 'Why trees matter' }))
    ).json().speech;
    expect(first.retakeOf).toBeNull();
    const again = await upload(guest, uploadForm(speech, { retakeOf: String(first.id) }));
    expect(again.statusCode).toBe(201);
    expect(again.json().speech).toMatchObject({ retakeOf: first.id, prompt: 'Why trees matter' });
    const read = (await get(guest, `/api/speeches/${again.json().speech.id}`)).json();
    expect(read.speech.retakeOf).toBe(first.id);

    const other = await signInGuest(t.app);
    const stolen = await upload(other, uploadForm(speech, { retakeOf: String(first.id) }));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'not_found' });
    expect(stolen.body).not.toContain('Why trees matter');
    const missing = await upload(other, uploadForm(speech, { retakeOf: '99999999' }));
    expect(missing.statusCode).toBe(404);
    const garbage = await upload(other, uploadForm(speech, { retakeOf: 'yesterday' }));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().code).toBe('invalid_input');
    // None of the refused uploads was stored.
    expect((await get(other, `/api/speeches/user/${other.user.id}`)).json()).toEqual([]);
  });

  it('marks a speech as saved', async () => {
    const guest = await signInGuest(t.app);
    const created = (await upload(guest, uploadForm(speech))).json().speech;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/speeches/${created.id}/save`,
      headers: { cookie: guest.cookie },
      payload: { saved: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().speech.saved).toBe(true);
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    const guest = await signInGuest(t.app);
    expect((await get(guest, '/api/speeches/abc')).statusCode).toBe(400);
    expect((await get(guest, '/api/speeches/999999')).statusCode).toBe(404);
    expect((await get(guest, '/api/transcription/nope')).statusCode).toBe(404);
  });
});
