import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@server/test-support/databases';
import { cookieHeader, createTestApp, type TestApp } from '@server/test-support/test-app';

describe.each(databaseTargets())('POST /api/guest-login on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(() => t.close());

  it('creates the guest user, sets an httpOnly session cookie, and the session names the guest', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login',
      payload: { guestId: 'guest-abcdef12' },
    });
    expect(login.statusCode).toBe(200);
    const user = login.json();
    expect(user).toMatchObject({
      isGuest: true,
      isPro: false,
      guestId: 'guest-abcdef12',
      email: null,
    });
    expect(typeof user.id).toBe('number');
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieHeader(login) },
    });
    expect(session.json()).toMatchObject({
      user: { id: user.id, isGuest: true },
      emailVerified: true,
    });
  });

  it('returns the same user for the same guest id', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login',
      payload: { guestId: 'guest-repeat-1' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login',
      payload: { guestId: 'guest-repeat-1' },
    });
    expect(second.json().id).toBe(first.json().id);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login',
      payload: { guestId: 'guest-repeat-2' },
    });
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('takes a guest id that differs only in case as the same guest (ids are case-insensitive)', async () => {
    const login = (guestId: string) =>
      t.app.inject({ method: 'POST', url: '/api/guest-login', payload: { guestId } });
    const first = await login('Guest-CaseMix-7f3A');
    expect(first.statusCode).toBe(200);
    for (const variant of ['guest-casemix-7f3a', 'GUEST-CASEMIX-7F3A']) {
      const again = await login(variant);
      expect(again.statusCode, variant).toBe(200);
      expect(again.json()).toMatchObject({ id: first.json().id, guestId: 'Guest-CaseMix-7f3A' });
    }
  });

  it('survives two tabs logging the same new guest in at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/guest-login',
          payload: { guestId: 'guest-race-1' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
  });

  it('rejects a missing or malformed guest id with 400 and a message', async () => {
    for (const payload of [
      {},
      { guestId: '' },
      { guestId: 'short' },
      { guestId: 'has spaces in it' },
      { guestId: 42 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/guest-login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/guestId/);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the session check with no user when there is no cookie or a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(none.json()).toEqual({ user: null, emailVerified: false });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: 'podium.session_token=forged.value' },
    });
    expect(forged.json().user).toBeNull();
  });

  it('ends the session on sign-out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login',
      payload: { guestId: 'guest-signout-1' },
    });
    const cookie = cookieHeader(login);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toBeNull();
  });
});
