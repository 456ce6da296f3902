import { describe, expect, it } from 'vitest';
import { liveCues } from './live-cues';

const word = (word: string, start: number) => ({ word, start, end: start + 0.3, confidence: 1 });

describe('liveCues', () => {
  it('gives no pace until 20 s are recognized', () => {
    expect(liveCues([word('hello', 1)], 12).recentWpm).toBeNull();
  });

  it('counts the words of the last 20 s recognized as words a minute', () => {
    // 60 words in the last 20 s is 180 words a minute; the earlier ones do not count.
    const words = [
      ...Array.from({ length: 10 }, (_, i) => word('early', i)),
      ...Array.from({ length: 60 }, (_, i) => word('fast', 20 + i / 3)),
    ];
    expect(liveCues(words, 40)).toMatchObject({ recognizedSec: 40, recentWpm: 180 });
  });

  it('counts the hesitations heard so far as fillers', () => {
    const words = [word('we', 0), word('um', 1), word('went', 2), word('uh', 3), word('home', 4)];
    expect(liveCues(words, 5).fillers).toBe(2);
  });
});
