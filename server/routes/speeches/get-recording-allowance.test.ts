import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccount } from '@server/test-support/analysed-speech';
import { toneWebm, uploadForm } from '@server/test-support/audio';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

describe('GET /api/recording-allowance', () => {
  let t: TestApp;
  let audio: Buffer;
  beforeAll(async () => {
    // No worker: the uploads only need to be stored.
    t = await createTestApp({ env: { GUEST_SPEECH_LIMIT: '2' } });
    audio = fs.readFileSync(await toneWebm(3));
  }, 120_000);
  afterAll(() => t.close());

  const allowance = async (who: SignedIn) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/recording-allowance',
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const upload = (who: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: who.cookie },
      payload: uploadForm(audio, { title: 'Talk' }),
    });

  it("counts a guest's recordings down to none, where the upload is refused", async () => {
    const guest = await signInGuest(t.app);
    expect(await allowance(guest)).toEqual({ limit: 2, used: 0, remaining: 2 });
    expect((await upload(guest)).statusCode).toBe(201);
    expect(await allowance(guest)).toEqual({ limit: 2, used: 1, remaining: 1 });
    expect((await upload(guest)).statusCode).toBe(201);
    expect(await allowance(guest)).toEqual({ limit: 2, used: 2, remaining: 0 });
    expect((await upload(guest)).statusCode).toBe(429);
    expect(await allowance(guest)).toEqual({ limit: 2, used: 2, remaining: 0 });
  });

  it('gives an account no limit', async () => {
    const guest = await signInGuest(t.app);
    expect((await upload(guest)).statusCode).toBe(201);
    await setAccount(t.services, guest.user.id, { isGuest: false });
    expect(await allowance(guest)).toEqual({ limit: null, used: 1, remaining: null });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/recording-allowance' });
    expect(res.statusCode).toBe(401);
  });
});
