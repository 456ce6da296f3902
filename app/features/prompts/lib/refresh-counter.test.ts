import { describe, expect, it } from 'vitest';
import {
  canRefreshPrompt,
  countRefresh,
  getLocalDateKey,
  getRefreshesUsed,
  syncRefreshes,
} from './refresh-counter';

const morning = new Date(2025, 2, 14, 9, 0);

describe('prompt refresh counter', () => {
  it('allows 30 refreshes a day', () => {
    let counter = null as ReturnType<typeof countRefresh> | null;
    for (let i = 0; i < 29; i += 1) counter = countRefresh(counter, morning);
    expect(canRefreshPrompt(counter, morning)).toBe(true);
    counter = countRefresh(counter, morning);
    expect(getRefreshesUsed(counter, morning)).toBe(30);
    expect(canRefreshPrompt(counter, morning)).toBe(false);
  });

  it('resets at local midnight', () => {
    const counter = { date: getLocalDateKey(morning), count: 30 };
    expect(canRefreshPrompt(counter, new Date(2025, 2, 14, 23, 59))).toBe(false);
    expect(canRefreshPrompt(counter, new Date(2025, 2, 15, 0, 0))).toBe(true);
    expect(countRefresh(counter, new Date(2025, 2, 15, 0, 1))).toEqual({
      date: '2025-03-15',
      count: 1,
    });
  });

  it('follows the server when it says none are left', () => {
    expect(canRefreshPrompt(syncRefreshes(0, morning), morning)).toBe(false);
    expect(syncRefreshes(12, morning)).toEqual({ date: '2025-03-14', count: 18 });
  });
});
