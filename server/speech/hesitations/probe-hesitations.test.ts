import { describe, expect, it } from 'vitest';
import type { StretchFeatures } from './acoustics';
import {
  acceptByProbe,
  PROBE_CONTEXT_SEC,
  PROBE_MAX_WINDOW_SEC,
  probeWindows,
} from './probe-hesitations';
import type { Found, TurnedDown } from './restore-aligned';

const features = (nasalDropDb: number): StretchFeatures =>
  ({ nasalDropDb, loudSec: 0.1 }) as unknown as StretchFeatures;
const candidate = (start: number, end: number, more: Partial<TurnedDown> = {}): TurnedDown => ({
  start,
  end,
  sources: ['slot'],
  wordIndices: [],
  probability: 1,
  nasalHint: false,
  punctuated: false,
  features: features(0),
  ...more,
});
// One track over 0-10 s, 100 frames of 0.1 s: frames 30-31 (3.0-3.2 s) and 60-61 (6.0-6.2 s)
// score as hesitations, 80 (8.0-8.1 s) a little.
const scores = Array.from({ length: 100 }, (_, i) =>
  i === 30 || i === 31 || i === 60 || i === 61 ? 4 : i === 80 ? 1 : -5,
);
const tracks = [{ start: 0, end: 10, scores }];

describe('acceptByProbe', () => {
  it('takes a turned-down candidate whose frames score as a hesitation, and no other', () => {
    const taken = acceptByProbe(
      [candidate(3, 3.2), candidate(5, 5.2), candidate(8, 8.1)],
      [],
      tracks,
    );
    expect(taken.map((t) => [t.start, t.verdict])).toEqual([[3, 'uh']]);
  });

  it('spells a nasal one "um", and never takes a written one or a sliver between frames', () => {
    const taken = acceptByProbe(
      [
        candidate(6, 6.2, { features: features(20) }),
        candidate(3, 3.2, { sources: ['written'] }),
        candidate(3.01, 3.04),
      ],
      [],
      tracks,
    );
    expect(taken.map((t) => [t.start, t.verdict])).toEqual([[6, 'um']]);
    expect(taken[0]).not.toHaveProperty('features');
  });

  it('leaves a candidate that starts at a hesitation already found or just taken', () => {
    const found = { ...candidate(2.7, 3.0), verdict: 'um' } as Found;
    expect(acceptByProbe([candidate(3, 3.2)], [found], tracks)).toEqual([]);
    // Two pieces of one sound: the first is taken, the second is part of it.
    const taken = acceptByProbe([candidate(6.1, 6.2), candidate(6, 6.1)], [], tracks);
    expect(taken.map((t) => t.start)).toEqual([6]);
  });

  it('takes nothing outside the frames scored', () => {
    expect(acceptByProbe([candidate(3, 3.2)], [], [])).toEqual([]);
  });
});

describe('probeWindows', () => {
  it('gives each candidate its context, merging those that overlap', () => {
    expect(
      probeWindows(
        [
          { start: 20, end: 20.2 },
          { start: 2, end: 2.1 },
          { start: 25, end: 25.3 },
        ],
        60,
      ),
    ).toEqual([
      { start: 0, end: 2.1 + PROBE_CONTEXT_SEC },
      { start: 20 - PROBE_CONTEXT_SEC, end: 25.3 + PROBE_CONTEXT_SEC },
    ]);
  });

  it('keeps each window under the longest stretch and inside the recording', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ start: 5 + i * 3, end: 5.2 + i * 3 }));
    const windows = probeWindows(many, 40);
    for (const w of windows) {
      expect(w.end - w.start).toBeLessThanOrEqual(PROBE_MAX_WINDOW_SEC + 1e-9);
      expect(w.start).toBeGreaterThanOrEqual(0);
      expect(w.end).toBeLessThanOrEqual(40);
    }
    for (const c of many) {
      expect(windows.some((w) => w.start <= c.start && w.end >= c.end)).toBe(true);
    }
  });
});
