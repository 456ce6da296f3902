import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

describe('session checks reused under load (ADR 0028)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (cookie: string, userId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/speeches/user/${userId}?limit=100`,
      headers: { cookie },
    });

  it('checks a cookie once when many requests carry it at the same moment', async () => {
    const { cookie, user } = await signInGuest(t.app, 'reuse-burst');
    const getSession = vi.spyOn(t.services.auth.api, 'getSession');
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => list(cookie, user.id)));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('refuses the cookie at once after sign-out, even with checks in flight', async () => {
    const { cookie, user } = await signInGuest(t.app, 'reuse-signout');
    const inFlight = Array.from({ length: 10 }, () => list(cookie, user.id));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    await Promise.all(inFlight);
    expect((await list(cookie, user.id)).statusCode).toBe(401);
  });

  it("does not let a shared check serve another user's list", async () => {
    const a = await signInGuest(t.app, 'reuse-owner-a');
    const b = await signInGuest(t.app, 'reuse-owner-b');
    const [own, other] = await Promise.all([list(a.cookie, a.user.id), list(b.cookie, a.user.id)]);
    expect(own.statusCode).toBe(200);
    expect(other.statusCode).toBe(403);
  });
});
