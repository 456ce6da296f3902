import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODE_PROMPTS } from '@server/prompts/mode-prompts';
import { PROMPT_CORPUS } from '@server/prompts/prompt-corpus';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

describe('GET /api/prompts/daily', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PROMPT_REFRESH_LIMIT: '30' } });
  });
  afterAll(() => t.close());

  it('gives everyone the same prompt from the corpus today', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/prompts/daily' });
    expect(anonymous.statusCode).toBe(200);
    const { text } = anonymous.json();
    expect(PROMPT_CORPUS).toContain(text);
    const guest = await signInGuest(t.app);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/prompts/daily',
      headers: { cookie: guest.cookie },
    });
    expect(signedIn.json()).toEqual({ text, refreshesLeft: 30 });
  });

  it('refreshes to another prompt 30 times a day, then answers 429 with the spec message', async () => {
    const guest = await signInGuest(t.app);
    const daily = (await t.app.inject({ method: 'GET', url: '/api/prompts/daily' })).json().text;
    const url = (n: number) =>
      `/api/prompts/daily?userId=${guest.user.id}&refresh=true&timestamp=${n}`;
    const seen = new Set<string>();
    for (let i = 1; i <= 30; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: url(i),
        headers: { cookie: guest.cookie },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.text).not.toBe(daily);
      expect(body.refreshesLeft).toBe(30 - i);
      seen.add(body.text);
    }
    expect(seen.size).toBeGreaterThan(15);
    const over = await t.app.inject({
      method: 'GET',
      url: url(31),
      headers: { cookie: guest.cookie },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      status: 429,
      isRateLimit: true,
      message: 'You can only refresh prompts 30 times per day',
    });
    // Another user still has all of theirs.
    const other = await signInGuest(t.app);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/prompts/daily?userId=${other.user.id}&refresh=true`,
      headers: { cookie: other.cookie },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('needs a session to refresh, and only for oneself', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/prompts/daily?refresh=true' });
    expect(anonymous.statusCode).toBe(401);
    const guest = await signInGuest(t.app);
    const forOther = await t.app.inject({
      method: 'GET',
      url: `/api/prompts/daily?userId=${guest.user.id + 1000}&refresh=true`,
      headers: { cookie: guest.cookie },
    });
    expect(forOther.statusCode).toBe(403);
  });

  it('rejects a malformed query with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prompts/daily?refresh=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it("gives a practice mode's prompt from that mode's bank, and refreshes within it", async () => {
    const interview = await t.app.inject({
      method: 'GET',
      url: '/api/prompts/daily?mode=interview',
    });
    expect(interview.statusCode).toBe(200);
    expect(interview.json().mode).toBe('interview');
    expect(MODE_PROMPTS.interview).toContain(interview.json().text);
    const guest = await signInGuest(t.app);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/prompts/daily/refresh',
      headers: { cookie: guest.cookie },
      payload: { mode: 'pitch' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(MODE_PROMPTS.pitch).toContain(refreshed.json().text);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/prompts/daily?mode=karaoke' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_input');
  });
});
