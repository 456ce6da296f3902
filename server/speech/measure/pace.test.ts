import { describe, expect, it } from 'vitest';
import type { Word } from '@common/contract/analysis';
import { paceOverTime, paceVariation, speakingTimeSec, wordsPerMinute } from './pace';

const w = (word: string, start: number, end: number): Word => ({ word, start, end, confidence: 1 });

describe('wordsPerMinute', () => {
  it('divides the words by the time from the first start to the last end', () => {
    // 4 words over 2 s of speaking time = 120 words per minute.
    const words = [w('a', 5, 5.4), w('b', 5.5, 6), w('c', 6, 6.5), w('d', 6.5, 7)];
    expect(wordsPerMinute(words)).toBe(120);
  });

  it('ignores silence before the first and after the last word', () => {
    const words = [w('a', 30, 30.5), w('b', 30.5, 31)];
    expect(speakingTimeSec(words)).toBe(1);
    expect(wordsPerMinute(words)).toBe(120);
  });

  it('counts pauses between words as speaking time', () => {
    const words = [w('a', 0, 0.5), w('b', 0.5, 1), w('c', 3.5, 4)];
    // 3 words over 4 s, the 2.5 s pause included.
    expect(wordsPerMinute(words)).toBe(45);
  });

  it('counts a number said in several words as one word', () => {
    // "in nineteen thirty one": 2 words over 1 s.
    const words = [
      w('in', 0, 0.2),
      w('nineteen', 0.2, 0.5),
      w('thirty', 0.5, 0.8),
      w('one', 0.8, 1),
    ];
    expect(wordsPerMinute(words)).toBe(120);
  });

  it('is null below two words', () => {
    expect(wordsPerMinute([])).toBeNull();
    expect(wordsPerMinute([w('hello', 1, 1.5)])).toBeNull();
    expect(speakingTimeSec([])).toBe(0);
  });
});

describe('paceOverTime', () => {
  /** `n` words evenly spread over [from, to). */
  const spread = (n: number, from: number, to: number) =>
    Array.from({ length: n }, (_, i) => {
      const start = from + ((to - from) * i) / n;
      return w(`w${i}`, start, start + (to - from) / n);
    });

  it('counts words per minute in 15 s windows from the first word', () => {
    // 40 words in the first 15 s (160 wpm), 30 in the next 15 s (120 wpm).
    const words = [...spread(40, 2, 17), ...spread(30, 17, 32)];
    const windows = paceOverTime(words);
    expect(windows).toEqual([
      { start: 2, end: 17, words: 40, wordsPerMinute: 160 },
      { start: 17, end: 32, words: 30, wordsPerMinute: 120 },
    ]);
    // SD 20 over mean 140.
    expect(paceVariation(windows)).toBeCloseTo(20 / 140, 3);
  });

  it('adds a tail under half a window to the window before', () => {
    // 30 s of words then 5 s more: two windows, the second 20 s long.
    const windows = paceOverTime([
      ...spread(40, 0, 15),
      ...spread(40, 15, 30),
      ...spread(10, 30, 35),
    ]);
    expect(windows.map((x) => [x.start, x.end, x.words])).toEqual([
      [0, 15, 40],
      [15, 35, 50],
    ]);
    expect(windows[1]?.wordsPerMinute).toBe(150);
  });

  it('keeps a tail of half a window or more as its own window', () => {
    const windows = paceOverTime([...spread(40, 0, 15), ...spread(20, 15, 24)]);
    expect(windows.map((x) => [x.start, x.end, x.words])).toEqual([
      [0, 15, 40],
      [15, 24, 20],
    ]);
  });

  it('has no windows, and no variation, for a very short speech', () => {
    expect(paceOverTime(spread(10, 0, 5))).toEqual([]);
    expect(paceOverTime([])).toEqual([]);
    expect(paceVariation(paceOverTime(spread(30, 0, 12)))).toBeNull();
  });
});
