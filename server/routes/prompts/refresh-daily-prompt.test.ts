import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '@server/test-support/accounts';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

describe('POST /api/prompts/daily/refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PROMPT_REFRESH_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  const refresh = (who: SignedIn | null, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/prompts/daily/refresh',
      headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const left = async (who: SignedIn) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/prompts/daily',
        headers: { cookie: who.cookie },
      })
    ).json().refreshesLeft;

  it('gives another prompt, counted against the same daily limit as the GET, then 429', async () => {
    const guest = await signInGuest(t.app);
    const daily = (await t.app.inject({ method: 'GET', url: '/api/prompts/daily' })).json().text;
    const first = await refresh(guest, { userId: guest.user.id });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ text: expect.any(String), refreshesLeft: 2 });
    expect(first.json().text).not.toBe(daily);
    // The spec's GET still refreshes, from the same allowance.
    const viaGet = await t.app.inject({
      method: 'GET',
      url: `/api/prompts/daily?userId=${guest.user.id}&refresh=true&timestamp=1`,
      headers: { cookie: guest.cookie },
    });
    expect(viaGet.json().refreshesLeft).toBe(1);
    expect((await refresh(guest)).json().refreshesLeft).toBe(0);
    const over = await refresh(guest);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      isRateLimit: true,
      message: 'You can only refresh prompts 3 times per day',
    });
  });

  it('takes no body, {} or null; a JSON content type with nothing after it is a 400', async () => {
    const guest = await signInGuest(t.app);
    expect((await refresh(guest)).statusCode).toBe(200);
    expect((await refresh(guest, {})).statusCode).toBe(200);
    const json = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/prompts/daily/refresh',
        headers: { origin: ORIGIN, cookie: guest.cookie, 'content-type': 'application/json' },
        payload,
      });
    expect((await json('null')).statusCode).toBe(200);
    expect((await json('')).statusCode).toBe(400);
  });

  it('needs a session, refreshes only for oneself, and refuses another site', async () => {
    expect((await refresh(null)).statusCode).toBe(401);
    const guest = await signInGuest(t.app);
    expect((await refresh(guest, { userId: guest.user.id + 1000 })).statusCode).toBe(403);
    expect((await refresh(guest, {}, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await left(guest)).toBe(3);
  });
});

describe('GET /api/prompts/daily?refresh=true, kept for clients of the spec', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused from another site, as a write would be, and spends nothing', async () => {
    const guest = await signInGuest(t.app);
    const get = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/prompts/daily?userId=${guest.user.id}&refresh=true`,
        headers: { cookie: guest.cookie, ...headers },
      });
    // A link or an <img> on another site: the browser says so in Sec-Fetch-Site.
    expect((await get({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await get({ origin: 'https://evil.example' })).statusCode).toBe(403);
    const ownPage = await get({ 'sec-fetch-site': 'same-origin' });
    expect(ownPage.statusCode).toBe(200);
    expect(ownPage.json().refreshesLeft).toBe(29);
    // Reading today's prompt from anywhere stays open.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/prompts/daily',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
