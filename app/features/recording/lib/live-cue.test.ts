import { describe, expect, it } from 'vitest';
import { chooseLiveCue, fillerLabel } from './live-cue';

const live = (recentWpm: number | null, fillers = 0) => ({ recognizedSec: 30, recentWpm, fillers });

describe('chooseLiveCue', () => {
  it('says nothing before 20 s are recognized, or inside 100-165 words a minute', () => {
    expect(chooseLiveCue(null)).toBeNull();
    expect(chooseLiveCue(live(null))).toBeNull();
    expect(chooseLiveCue(live(100))).toBeNull();
    expect(chooseLiveCue(live(165))).toBeNull();
  });

  it('cues a pace that stayed above 165 for the last 20 s', () => {
    expect(chooseLiveCue(live(190))).toMatchObject({ kind: 'fast' });
  });

  it('cues a slow pace, but not a long pause', () => {
    expect(chooseLiveCue(live(80))).toMatchObject({ kind: 'slow' });
    expect(chooseLiveCue(live(12))).toBeNull();
  });
});

describe('fillerLabel', () => {
  it('is absent until the first filler, then counts them', () => {
    expect(fillerLabel(live(120, 0))).toBeNull();
    expect(fillerLabel(live(120, 1))).toBe('1 filler');
    expect(fillerLabel(live(120, 4))).toBe('4 fillers');
  });
});
