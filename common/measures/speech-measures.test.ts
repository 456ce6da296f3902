import { describe, expect, it } from 'vitest';
import { describeMeasures } from './speech-measures';

describe('describeMeasures', () => {
  it('gives the shown numbers with their bands', () => {
    const m = describeMeasures({
      durationSec: 70,
      wordsPerMinute: 154.4,
      fillerWords: 8,
      confidenceScore: 72.6,
      grammarScore: 91,
      speakingTimeSec: 60,
      wordCount: 154,
    });
    expect(m.duration).toEqual({ seconds: 70, text: '1:10' });
    expect(m.pace).toEqual({ wpm: 154, band: { label: 'Too Fast', tone: 'warning' } });
    expect(m.fillers).toEqual({
      count: 8,
      band: { label: 'Moderate', tone: 'warning' },
      perMinute: 8,
      per100Words: 5.2,
    });
    expect(m.confidence).toEqual({ percent: 73, band: { label: 'Moderate', tone: 'warning' } });
    expect(m.grammar).toEqual({ score: 91, band: { label: 'Excellent', tone: 'good' } });
  });

  it('leaves out what was not measured, and rates fillers per minute over the recording without a speaking time', () => {
    const m = describeMeasures({
      durationSec: 120,
      wordsPerMinute: null,
      fillerWords: 3,
      confidenceScore: null,
      grammarScore: null,
    });
    expect(m.pace).toBeNull();
    expect(m.confidence).toBeNull();
    expect(m.grammar).toBeNull();
    expect(m.fillers.perMinute).toBe(1.5);
    expect(m.fillers.per100Words).toBeNull();
    expect(m.fillers.band.label).toBe('Excellent');
  });
});
