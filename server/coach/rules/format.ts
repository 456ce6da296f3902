/** Seconds as m:ss, the way the app shows times. */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

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
  if (words.length <= maxWords) return `"${words.join(' ')}"`;
  const before = Math.floor(maxWords / 3);
  const from = Math.max(0, Math.min(focus - before, words.length - maxWords));
  const to = from + maxWords;
  const head = from > 0 ? '...' : '';
  const tail = to < words.length ? '...' : '';
  return `"${head}${words.slice(from, to).join(' ')}${tail}"`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
