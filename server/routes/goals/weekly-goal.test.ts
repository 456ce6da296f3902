import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@server/test-support/databases';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

describe.each(databaseTargets())('weekly goal API on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(() => t.close());

  const get = (who: SignedIn) =>
    t.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: who.cookie } });
  const put = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/goals', headers: { cookie: who.cookie }, payload });

  it('has no goal at first, keeps the one set, replaces it, and clears it', async () => {
    const guest = await signInGuest(t.app);
    expect((await get(guest)).json()).toEqual({ goal: null });

    const goal = { sessionsPerWeek: 3, maxFillersPerMinute: 2.5, paceInBand: true };
    const set = await put(guest, goal);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ goal });
    expect((await get(guest)).json()).toEqual({ goal });

    const fewer = { sessionsPerWeek: 5, maxFillersPerMinute: null, paceInBand: false };
    await put(guest, fewer);
    expect((await get(guest)).json()).toEqual({ goal: fewer });

    const none = await put(guest, {
      sessionsPerWeek: null,
      maxFillersPerMinute: null,
      paceInBand: false,
    });
    expect(none.json()).toEqual({ goal: null });
    expect((await get(guest)).json()).toEqual({ goal: null });

    // Another speaker's goal is theirs alone.
    const other = await signInGuest(t.app);
    await put(guest, goal);
    expect((await get(other)).json()).toEqual({ goal: null });
  });

  it('refuses goals out of range with 400 and the reason', async () => {
    const guest = await signInGuest(t.app);
    for (const [payload, message] of [
      [{ sessionsPerWeek: 0, maxFillersPerMinute: null, paceInBand: false }, 'at least 1 session'],
      [{ sessionsPerWeek: 2.5, maxFillersPerMinute: null, paceInBand: false }, 'whole number'],
      [{ sessionsPerWeek: null, maxFillersPerMinute: 99, paceInBand: false }, 'at most 20'],
      [{ sessionsPerWeek: 3, maxFillersPerMinute: null }, 'paceInBand must be true or false'],
    ] as const) {
      const res = await put(guest, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(res.json().message).toContain(message);
    }
    expect((await get(guest)).json()).toEqual({ goal: null });
  });
});
