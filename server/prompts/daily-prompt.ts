/** mulberry32: a small seeded generator, so every process picks the same order. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fixed shuffle of 0..n-1 (Fisher-Yates with a seeded generator). */
export function rotationOrder(n: number, seed = 20260101): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const random = seededRandom(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Days since 1970-01-01 for a YYYY-MM-DD calendar day. */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/**
 * Today's prompt: everyone sees the same one on the same calendar day, and
 * with N prompts no prompt repeats within N consecutive days.
 */
export function pickDailyPrompt<T>(prompts: readonly T[], day: string): T {
  if (prompts.length === 0) throw new Error('No prompts to choose from');
  const order = rotationOrder(prompts.length);
  const slot = ((dayNumber(day) % prompts.length) + prompts.length) % prompts.length;
  return prompts[order[slot]!]!;
}

/** A random prompt other than `current` (when there is another to give). */
export function pickOtherPrompt<T>(
  prompts: readonly T[],
  current: T,
  random: () => number = Math.random,
): T {
  const others = prompts.filter((p) => p !== current);
  const pool = others.length > 0 ? others : prompts;
  return pool[Math.floor(random() * pool.length)]!;
}
