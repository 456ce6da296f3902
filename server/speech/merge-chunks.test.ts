import { describe, expect, it } from 'vitest';
import { mergeChunks } from './merge-chunks';

const word = (w: string, start: number, end: number) => ({ word: w, start, end, confidence: 1 });

describe('mergeChunks', () => {
  it('keeps what lies in each chunk by its middle and drops the lead-in copy', () => {
    const merged = mergeChunks([
      {
        recognition: { words: [word('one', 1, 1.5), word('two', 9.8, 10.4)], sounds: [] },
        keepFromSec: 0,
      },
      {
        // Heard from 5 s (lead-in) but kept from 10 s: "two" again, and a sound in the lead-in.
        recognition: {
          words: [word('two', 9.8, 10.4), word('three', 11, 11.5)],
          sounds: [
            { kind: 'speech', start: 6, end: 6.4 },
            { kind: 'speech', start: 12, end: 12.3 },
          ],
        },
        keepFromSec: 10.2,
      },
    ]);
    expect(merged.words.map((w) => w.word)).toEqual(['one', 'two', 'three']);
    expect(merged.sounds).toEqual([{ kind: 'speech', start: 12, end: 12.3 }]);
  });

  it('moves the start of an item straddling the cut to the cut', () => {
    const merged = mergeChunks([
      { recognition: { words: [word('long', 9.9, 10.5)], sounds: [] }, keepFromSec: 10 },
    ]);
    expect(merged.words[0]).toMatchObject({ start: 10, end: 10.5 });
  });
});
