import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechWebm, uploadForm } from '@server/test-support/audio';
import { databaseTargets } from '@server/test-support/databases';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

/*
 * Issue 12: "kill the server mid-recording: the recording still completes and is analysed once,
 * nothing lost, no duplicate". The stream lives in the database and storage, not in the process:
 * a second process on the same DATA_DIR (the restarted server, or another web process) takes the
 * rest of the pieces and the finish; the client's fallback upload naming the stream changes nothing.
 */
describe.each(databaseTargets())('a stream across a server restart, on $name', (target) => {
  let first: TestApp;
  let second: TestApp;
  let speech: Buffer;

  beforeAll(async () => {
    first = await createTestApp({ target });
    // The restarted server: the same DATA_DIR and, on PostgreSQL, the same database.
    const url = first.env.DATABASE_URL;
    second = await createTestApp({
      env: { DATA_DIR: first.dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    });
    speech = fs.readFileSync((await speechWebm()).file);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('continues on the restarted server and makes exactly one speech', async () => {
    const guest = await signInGuest(first.app);
    const size = Math.ceil(speech.length / 5);
    const piece = (seq: number) => speech.subarray(seq * size, (seq + 1) * size);
    const put = (t: TestApp, id: string, seq: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/speech-streams/${id}/pieces/${seq}`,
        headers: { cookie: guest.cookie, 'content-type': 'application/octet-stream' },
        payload: piece(seq),
      });
    const opened = await first.app.inject({
      method: 'POST',
      url: '/api/speech-streams',
      headers: { cookie: guest.cookie },
      payload: { mimeType: 'audio/webm' },
    });
    const id = opened.json().stream.id as string;
    for (const seq of [0, 1, 2]) expect((await put(first, id, seq)).statusCode).toBe(200);
    // The server goes away mid-recording.
    await first.app.close();

    // The client resends what it has no answer for (piece 2), then the rest, to the new one.
    const status = await second.app.inject({
      method: 'GET',
      url: `/api/speech-streams/${id}`,
      headers: { cookie: guest.cookie },
    });
    expect(status.json().stream.received).toEqual([0, 1, 2]);
    for (const seq of [2, 3, 4]) expect((await put(second, id, seq)).statusCode).toBe(200);
    const finish = () =>
      second.app.inject({
        method: 'POST',
        url: `/api/speech-streams/${id}/finish`,
        headers: { cookie: guest.cookie },
        payload: { title: 'Across a restart', pieces: 5 },
      });
    const [a, b] = await Promise.all([finish(), finish()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().speech.id).toBe(a.json().speech.id);
    const fallback = await second.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: guest.cookie },
      payload: uploadForm(speech, { title: 'Across a restart', streamId: id }),
    });
    expect(fallback.json().speech.id).toBe(a.json().speech.id);

    const rows = await second.services.handle.db
      .selectFrom('speeches')
      .selectAll()
      .where('userId', '=', guest.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    // Nothing lost: the stored recording is as long as the file the recorder made.
    expect(rows[0]!.duration).toBeGreaterThan(12);
    const jobs = await second.services.handle.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'transcribe-speech')
      .execute();
    expect(jobs.filter((j) => j.id === rows[0]!.transcriptionId)).toHaveLength(1);
  });
});
