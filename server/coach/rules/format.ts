import { formatDuration } from '@common/measures/duration';

/** Seconds as m:ss, with the function the page formats every duration and time with. */
export const clock = formatDuration;

/** "1 filler", "3 fillers". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function clamp01(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(1, Math.max(0, n));
}

/** Linear 1 at `good`, 0 at `bad` (either direction), clamped. */
export function scale(value: number, good: number, bad: number): number {
  return clamp01((value - bad) / (good - bad));
}

/**
 * The speaker's words in quotes, shortened around `focus` (a word index inside
 * `words`) so a long sentence still shows the part that matters.
 */
export function quote(words: readonly string[], maxWords = 18, focus = 0): string {
  const [from, to] = quoteWindow(words.length, maxWords, focus);
  const head = from > 0 ? '...' : '';
  const tail = to < words.length ? '...' : '';
  return `"${head}${words.slice(from, to).join(' ')}${tail}"`;
}

/** Which words `quote` shows: [from, to). */
export function quoteWindow(length: number, maxWords = 18, focus = 0): [number, number] {
  if (length <= maxWords) return [0, length];
  const before = Math.floor(maxWords / 3);
  const from = Math.max(0, Math.min(focus - before, length - maxWords));
  return [from, from + maxWords];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
