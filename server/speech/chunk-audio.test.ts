import { describe, expect, it } from 'vitest';
import { chunkSources } from './chunk-audio';

const RATE = 1000;

describe('chunkSources', () => {
  it('precedes the first chunk with its own opening, up to a silence near 5 s', () => {
    const silences = [
      { start: 2, end: 2.4 },
      { start: 5.6, end: 6 },
      { start: 9, end: 10 },
    ];
    const [source] = chunkSources([{ index: 0, start: 0, end: 60 }], silences, RATE);
    // 5.8 (middle of the silence nearest 5 s) seconds heard twice.
    expect(source?.pieces).toEqual([
      { from: 0, to: 5800 },
      { from: 0, to: 60000 },
    ]);
    // A word 1 s into the real chunk is 6.8 s into the WAV.
    expect(source?.offsetSec).toBe(-5.8);
    expect(source?.keepFromSec).toBe(0);
    expect(source?.lengthSec).toBeCloseTo(65.8, 6);
  });

  it('does without the warm-up when no silence is near, when the chunk is short, or when turned off', () => {
    const chunk = { index: 0, start: 0, end: 60 };
    expect(chunkSources([chunk], [{ start: 20, end: 21 }], RATE)[0]?.pieces).toHaveLength(1);
    // In an 8 s recording a 4.5 s copy would cost more than it helps.
    const short = { index: 0, start: 0, end: 8 };
    expect(chunkSources([short], [{ start: 4.3, end: 4.7 }], RATE)[0]?.pieces).toHaveLength(1);
    const off = chunkSources([chunk], [{ start: 4.8, end: 5.2 }], RATE, { warmUpSec: 0 })[0];
    expect(off).toMatchObject({ pieces: [{ from: 0, to: 60000 }], offsetSec: 0 });
  });

  it('starts later chunks 5 s early and keeps only their own words', () => {
    const chunks = [
      { index: 0, start: 0, end: 61.5 },
      { index: 1, start: 61.5, end: 120 },
    ];
    const second = chunkSources(chunks, [], RATE)[1];
    expect(second).toEqual({
      index: 1,
      pieces: [{ from: 56500, to: 120000 }],
      offsetSec: 56.5,
      keepFromSec: 61.5,
      lengthSec: 63.5,
    });
  });

  it('never starts a lead-in before the recording, and keeps defaults for unset options', () => {
    const chunks = [
      { index: 0, start: 0, end: 3 },
      { index: 1, start: 3, end: 40 },
    ];
    const sources = chunkSources(chunks, [], RATE, { leadInSec: undefined, warmUpSec: undefined });
    expect(sources[1]?.pieces).toEqual([{ from: 0, to: 40000 }]);
    expect(sources[1]?.offsetSec).toBe(0);
  });
});
