import { PROMPTS } from '@common/constants';

/**
 * Prompt refreshes used today, kept locally to mirror the server's limit of 30
 * a day (spec 4 and 9). The server enforces it; this only spares a request.
 */
export interface RefreshCounter {
  /** Local calendar day, YYYY-MM-DD: the count resets at local midnight. */
  date: string;
  count: number;
}

export function getLocalDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function getRefreshesUsed(counter: RefreshCounter | null, now: Date): number {
  if (!counter || counter.date !== getLocalDateKey(now)) return 0;
  return counter.count;
}

export function canRefreshPrompt(
  counter: RefreshCounter | null,
  now: Date,
  limit: number = PROMPTS.dailyRefreshLimit,
): boolean {
  return getRefreshesUsed(counter, now) < limit;
}

export function countRefresh(counter: RefreshCounter | null, now: Date): RefreshCounter {
  return { date: getLocalDateKey(now), count: getRefreshesUsed(counter, now) + 1 };
}

/** The server said how many are left (or answered 429): trust it. */
export function syncRefreshes(
  refreshesLeft: number,
  now: Date,
  limit: number = PROMPTS.dailyRefreshLimit,
): RefreshCounter {
  return { date: getLocalDateKey(now), count: Math.min(limit, Math.max(0, limit - refreshesLeft)) };
}
