import type { PaceWindow, Word } from '@common/contract/analysis';
import { countedWords, countWords } from './counted-words';

/** First word's start to last word's end, seconds; 0 without words. */
export function speakingTimeSec(words: readonly Word[]): number {
  if (words.length === 0) return 0;
  let first = Infinity;
  let last = -Infinity;
  for (const w of words) {
    first = Math.min(first, w.start);
    last = Math.max(last, w.end);
  }
  return Math.max(0, last - first);
}

/**
 * Words per minute of speaking time: silence before the first and after the
 * last word does not count, pauses in between do (they are part of the pace a
 * listener hears). A number is one word however it is written
 * (counted-words.ts). Null below two words, where a rate means nothing.
 */
export function wordsPerMinute(words: readonly Word[]): number | null {
  if (words.length < 2) return null;
  const seconds = speakingTimeSec(words);
  if (seconds <= 0) return null;
  return Math.round((countWords(words) / (seconds / 60)) * 10) / 10;
}

/** Pace windows are this long; a tail under half a window joins the window before. */
export const PACE_WINDOW_SEC = 15;

/**
 * Words per minute in consecutive 15 s windows of speaking time, from the
 * first word's start to the last word's end (Speaker Coach's pace graph). A
 * word counts in the window its start falls in. A tail shorter than half a
 * window is added to the window before, so no window rests on a few words;
 * a speech shorter than half a window has no windows.
 */
export function paceOverTime(words: readonly Word[], windowSec = PACE_WINDOW_SEC): PaceWindow[] {
  if (words.length === 0) return [];
  const first = Math.min(...words.map((w) => w.start));
  const last = Math.max(...words.map((w) => w.end));
  const span = last - first;
  const full = Math.floor(span / windowSec + 1e-9);
  const count = span - full * windowSec >= windowSec / 2 ? full + 1 : full;
  if (count === 0) return [];
  const counts = new Array<number>(count).fill(0);
  const counted = countedWords(words);
  for (const [i, w] of words.entries()) {
    if (!counted[i]) continue;
    const index = Math.min(count - 1, Math.floor((w.start - first) / windowSec + 1e-9));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
  return counts.map((n, i) => {
    const start = first + i * windowSec;
    const end = i === count - 1 ? last : start + windowSec;
    return {
      start: round(start, 3),
      end: round(end, 3),
      words: n,
      wordsPerMinute: round(n / ((end - start) / 60), 1),
    };
  });
}

/**
 * How much the pace moves: standard deviation over mean of the windows' words
 * per minute (0 = perfectly even). Null with fewer than two windows.
 */
export function paceVariation(windows: readonly PaceWindow[]): number | null {
  if (windows.length < 2) return null;
  const rates = windows.map((w) => w.wordsPerMinute);
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  if (mean <= 0) return null;
  const variance = rates.reduce((a, r) => a + (r - mean) ** 2, 0) / rates.length;
  return Math.round((Math.sqrt(variance) / mean) * 1000) / 1000;
}
