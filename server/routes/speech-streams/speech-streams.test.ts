import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '@server/jobs/worker';
import { speechWebm, toneWebm, uploadForm } from '@server/test-support/audio';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

/** The recording cut into `n` pieces, as MediaRecorder's time slices cut one file. */
function cut(bytes: Buffer, n: number): Buffer[] {
  const size = Math.ceil(bytes.length / n);
  return Array.from({ length: n }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

describe('streamed recordings API (issue 12)', () => {
  let t: TestApp;
  let speech: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ env: { GUEST_SPEECH_LIMIT: '2', MAX_UPLOAD_BYTES: '400000' } });
    speech = fs.readFileSync((await speechWebm()).file);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const open = (who: SignedIn, body: unknown = { mimeType: 'audio/webm;codecs=opus' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/speech-streams',
      headers: { cookie: who.cookie },
      payload: body as object,
    });
  const put = (who: SignedIn, id: string, seq: number | string, body: Buffer | string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/speech-streams/${id}/pieces/${seq}`,
      headers: {
        cookie: who.cookie,
        'content-type': typeof body === 'string' ? 'application/json' : 'application/octet-stream',
      },
      payload: body,
    });
  const finish = (who: SignedIn, id: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/speech-streams/${id}/finish`,
      headers: { cookie: who.cookie },
      payload: body,
    });
  const streamPieces = async (who: SignedIn, pieces: Buffer[]) => {
    const opened = await open(who);
    expect(opened.statusCode).toBe(201);
    const id = opened.json().stream.id as string;
    for (const [seq, piece] of pieces.entries()) {
      expect((await put(who, id, seq, piece)).statusCode).toBe(200);
    }
    return id;
  };

  it('stores numbered pieces, acknowledges a resend, and finishes into one speech', async () => {
    const guest = await signInGuest(t.app);
    const pieces = cut(speech, 5);
    const id = await streamPieces(guest, pieces.slice(0, 4));

    // The same piece again is acknowledged again; other bytes under its number are refused.
    const again = await put(guest, id, 1, pieces[1]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().bytes).toBe(pieces.slice(0, 4).reduce((n, p) => n + p.length, 0));
    const changed = await put(guest, id, 1, Buffer.from('something else'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/already received with different contents/);

    // A piece that has not arrived is named, so the client sends it.
    const early = await finish(guest, id, { title: 'Streamed', pieces: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/have not arrived: 4\./);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/speech-streams/${id}`,
      headers: { cookie: guest.cookie },
    });
    expect(status.json().stream.received).toEqual([0, 1, 2, 3]);

    expect((await put(guest, id, 4, pieces[4]!)).statusCode).toBe(200);
    const done = await finish(guest, id, {
      title: 'Streamed',
      prompt: 'Why practice?',
      userId: guest.user.id,
      pieces: 5,
    });
    expect(done.statusCode).toBe(201);
    const created = done.json().speech;
    expect(created).toMatchObject({ title: 'Streamed', prompt: 'Why practice?' });
    expect(created.duration).toBeGreaterThan(10);

    // Finishing again, or the client's fallback upload naming the stream: the same speech.
    const twice = await finish(guest, id, { title: 'Streamed', pieces: 5 });
    expect(twice.json().speech.id).toBe(created.id);
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: guest.cookie },
      payload: uploadForm(speech, { title: 'Streamed', streamId: id }),
    });
    expect(whole.statusCode).toBe(201);
    expect(whole.json().speech.id).toBe(created.id);
    const stored = await t.services.handle.db
      .selectFrom('speeches')
      .selectAll()
      .where('userId', '=', guest.user.id)
      .execute();
    expect(stored).toHaveLength(1);
    // The stored recording is the pieces joined: byte for byte the recorder's file, remuxed.
    expect(stored[0]!.audioBytes).toBeGreaterThan(speech.length * 0.9);
  });

  it('refuses bad input with a clear 4xx, never a 5xx', async () => {
    const guest = await signInGuest(t.app);
    const other = await signInGuest(t.app);
    const id = await streamPieces(guest, [speech.subarray(0, 1000)]);

    const cases = [
      [await open(guest, {}), 400, /mimeType/],
      [await put(guest, 'not-a-uuid', 0, Buffer.from('x')), 400, /stream id/],
      [await put(guest, id, -1, Buffer.from('x')), 400, /0 or more/],
      [await put(guest, id, 'two', Buffer.from('x')), 400, /whole number|number/i],
      [await put(guest, id, 5000, Buffer.from('x')), 400, /at most 2000 pieces/],
      [await put(guest, id, 1, '{"a":1}'), 400, /application\/octet-stream/],
      [await put(guest, id, 1, Buffer.alloc(0)), 400, /empty/],
      [await put(other, id, 1, Buffer.from('x')), 404, /not found/],
      [await finish(other, id, { pieces: 1 }), 404, /not found/],
      [await finish(guest, id, { pieces: 0 }), 400, /at least 1/],
      [await finish(guest, id, { pieces: 1, userId: other.user.id }), 403, /own data/],
      // 1000 bytes of a WebM header: no audio worth a second.
      [await finish(guest, id, { pieces: 1 }), 422, /.+/],
    ] as const;
    for (const [res, status, message] of cases) {
      expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
      expect(res.json().message).toMatch(message);
    }
    // Nothing was made of the refused recording.
    expect(
      await t.services.handle.db
        .selectFrom('speeches')
        .select('id')
        .where('userId', '=', guest.user.id)
        .execute(),
    ).toHaveLength(0);
  });

  it('holds a stream to the upload size limit', async () => {
    const guest = await signInGuest(t.app);
    const id = await streamPieces(guest, [Buffer.alloc(300_000, 1)]);
    const over = await put(guest, id, 1, Buffer.alloc(150_000, 2));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/larger than/);
  });

  it('refuses a recording under a second, as an upload', async () => {
    const guest = await signInGuest(t.app);
    const tone = fs.readFileSync(await toneWebm(0.5));
    const id = await streamPieces(guest, cut(tone, 2));
    const res = await finish(guest, id, { pieces: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/too short/);
  });

  it("counts a guest's streamed recordings against the limit, refusing at the start", async () => {
    const guest = await signInGuest(t.app);
    for (let n = 0; n < 2; n += 1) {
      const id = await streamPieces(guest, cut(speech, 2));
      expect((await finish(guest, id, { pieces: 2 })).statusCode).toBe(201);
    }
    const refused = await open(guest);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('guest_limit');
  });

  it('removes streams abandoned for a day, with their stored pieces', async () => {
    const guest = await signInGuest(t.app);
    const id = await streamPieces(guest, cut(speech, 2));
    const [piece] = await t.services.handle.db
      .selectFrom('streamPieces')
      .selectAll()
      .where('streamId', '=', id)
      .execute();
    expect(await t.services.storage.size(piece!.storageKey)).toBeGreaterThan(0);
    // Not yet: a stream touched within the day is kept.
    await t.services.speechStreams.removeAbandoned(Date.now() + 60 * 60 * 1000);
    expect(
      await t.services.handle.db
        .selectFrom('speechStreams')
        .where('id', '=', id)
        .select('id')
        .executeTakeFirst(),
    ).toBeDefined();
    await t.services.speechStreams.removeAbandoned(Date.now() + 25 * 60 * 60 * 1000);
    expect(await t.services.storage.size(piece!.storageKey)).toBeNull();
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/speech-streams/${id}`,
      headers: { cookie: guest.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('a streamed recording recognized while it is made (issue 12)', () => {
  let t: TestApp;
  let worker: Worker;

  beforeAll(async () => {
    t = await createTestApp();
    worker = t.services.createWorker(t.app.log);
    worker.start();
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('recognizes closed segments from the pieces and reuses them in the analysis', async () => {
    const guest = await signInGuest(t.app);
    // Two copies of the 13 s speech: its sentence pauses close a segment before the end.
    const one = fs.readFileSync((await speechWebm()).file);
    const joined = `${t.dataDir}/twice.webm`;
    const { runProcess } = await import('@server/lib/run-process');
    const single = `${t.dataDir}/once.webm`;
    fs.writeFileSync(single, one);
    await runProcess('ffmpeg', [
      ...['-v', 'error', '-y', '-i', single, '-i', single],
      ...['-filter_complex', '[0:a][1:a]concat=n=2:v=0:a=1', '-c:a', 'libopus', '-f', 'webm'],
      joined,
    ]);
    const pieces = cut(fs.readFileSync(joined), 7);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/speech-streams',
      headers: { cookie: guest.cookie },
      payload: { mimeType: 'audio/webm' },
    });
    const id = opened.json().stream.id as string;
    let live: { recognizedSec: number; fillers: number } | undefined;
    for (const [seq, piece] of pieces.entries()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/speech-streams/${id}/pieces/${seq}`,
        headers: { cookie: guest.cookie, 'content-type': 'application/octet-stream' },
        payload: piece,
      });
      live = res.json().live;
      // Give the worker time to recognize the pieces so far, as a speaker's pace would.
      await new Promise((r) => setTimeout(r, 1500));
    }
    const until = Date.now() + 90_000;
    let segments = await t.services.handle.db
      .selectFrom('streamSegments')
      .selectAll()
      .where('streamId', '=', id)
      .execute();
    while (segments.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
      segments = await t.services.handle.db
        .selectFrom('streamSegments')
        .selectAll()
        .where('streamId', '=', id)
        .execute();
    }
    expect(segments.length).toBeGreaterThan(0);
    expect(live).toBeDefined();

    const done = await t.app.inject({
      method: 'POST',
      url: `/api/speech-streams/${id}/finish`,
      headers: { cookie: guest.cookie },
      payload: { title: 'Twice', pieces: pieces.length },
    });
    expect(done.statusCode).toBe(201);
    const speechId = done.json().speech.id as number;
    let analysis: { text: string } | null = null;
    while (!analysis && Date.now() < until + 120_000) {
      await new Promise((r) => setTimeout(r, 500));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/speeches/${speechId}`,
        headers: { cookie: guest.cookie },
      });
      analysis = res.json().analysis;
    }
    const first = JSON.parse(segments[0]!.recognition) as {
      words: Array<{ word: string }>;
      probeTracks?: Array<{ start: number; end: number; scores: number[] }>;
    };
    const firstWords = first.words.map((w) => w.word);
    expect(firstWords.length).toBeGreaterThan(3);
    // The probe's frames are stored with the segment: the scan at the finish reads them (ADR 48).
    const track = first.probeTracks?.[0];
    expect(track!.scores.length).toBeGreaterThan((track!.end - track!.start) * 40);
    expect(analysis!.text.toLowerCase()).toContain(firstWords.slice(0, 3).join(' '));
  }, 300_000);
});
