import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaPath } from '@server/media/signed-url';
import { speechWebm, uploadForm } from '@server/test-support/audio';
import { startS3Server, type S3TestServer } from '@server/test-support/s3-server';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

/** The recording lives on local disk or in an S3-compatible store; the route behaves the same. */
const storages = [{ name: 'local' }, { name: 's3' }];

describe.each(storages)('GET /media/{speechId} ($name storage)', ({ name }) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let audioUrl: string;
  let speechId: number;
  let size: number;
  let owner: SignedIn;

  beforeAll(async () => {
    s3 = name === 's3' ? await startS3Server() : undefined;
    t = await createTestApp({ env: s3?.env ?? {} });
    owner = await signInGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: owner.cookie },
      payload: uploadForm(fs.readFileSync((await speechWebm()).file)),
    });
    ({ audioUrl, id: speechId } = res.json().speech);
    const speech = await t.services.speeches.findForMedia(speechId);
    size = (await t.services.storage.size(speech!.audioKey))!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const path = (url: string) => url.replace('http://localhost:3000', '');
  /** The owner's browser: same-origin audio sends the session cookie. */
  const play = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie, ...headers } });

  it('serves the recording by its signed link', async () => {
    const res = await play(path(audioUrl));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(size);
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('serves byte ranges for seeking', async () => {
    const res = await play(path(audioUrl), { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(res.rawPayload.length).toBe(100);
    const whole = await play(path(audioUrl));
    expect(res.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const beyond = await play(path(audioUrl), { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json()).toMatchObject({ status: 416, code: 'range_not_satisfiable' });
  });

  it('refuses a tampered, expired or incomplete link', async () => {
    const tampered = path(audioUrl).replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await play(tampered)).statusCode).toBe(403);
    const otherId = path(audioUrl).replace(`/media/${speechId}`, `/media/${speechId + 1}`);
    expect((await play(otherId)).statusCode).toBe(403);
    const expired = signMediaPath(speechId, Math.floor(Date.now() / 1000) - 10, t.services.secret);
    const res = await play(expired);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/expired/);
    expect((await play(`/media/${speechId}`)).statusCode).toBe(400);
  });

  it('answers 404 for a valid link to a speech that is gone', async () => {
    const link = signMediaPath(987_654, Math.floor(Date.now() / 1000) + 60, t.services.secret);
    expect((await play(link)).statusCode).toBe(404);
  });

  it("plays for the owner only: a valid link without the owner's session does not", async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: path(audioUrl) });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signInGuest(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: path(audioUrl),
      headers: { cookie: stranger.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.subarray(0, 4).toString('hex')).not.toBe('1a45dfa3');
  });

  it.runIf(name === 's3')('keeps the recording in the bucket, not on local disk', async () => {
    const speech = await t.services.speeches.findForMedia(speechId);
    expect(s3?.requests.some((r) => r.startsWith(`PUT /${s3?.bucket}/${speech?.audioKey}`))).toBe(
      true,
    );
    const audioDir = `${t.dataDir}/audio`;
    expect(fs.existsSync(audioDir) ? fs.readdirSync(audioDir) : []).toEqual([]);
    // Nothing of the upload is left in the process's temp folder either.
    const tmp = t.services.tmpDir;
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
  });
});
