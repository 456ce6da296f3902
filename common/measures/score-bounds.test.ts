import { describe, expect, it } from 'vitest';
import { boundDimensionScores, boundLanguageScore, dimensionBand } from './score-bounds';
import { describeMeasures, type MeasuresInput } from './speech-measures';

const measures = (over: Partial<MeasuresInput>) =>
  describeMeasures({
    durationSec: 120,
    wordsPerMinute: 135,
    fillerWords: 2,
    confidenceScore: 85,
    grammarScore: 95,
    ...over,
  });
const scores = { clarity: 95, pacing: 95, confidence: 95, delivery: 95 };

describe('boundDimensionScores', () => {
  it('never lets pacing look green at a Too Fast or Too Slow pace', () => {
    expect(boundDimensionScores(scores, measures({ wordsPerMinute: 154 })).pacing).toBe(79);
    expect(boundDimensionScores(scores, measures({ wordsPerMinute: 108 })).pacing).toBe(79);
    expect(boundDimensionScores(scores, measures({ wordsPerMinute: 150 })).pacing).toBe(95);
    expect(
      boundDimensionScores({ ...scores, pacing: 40 }, measures({ wordsPerMinute: 190 })).pacing,
    ).toBe(40);
  });

  it("keeps confidence in the colour of the measured confidence's band", () => {
    expect(boundDimensionScores(scores, measures({ confidenceScore: 55 })).confidence).toBe(59);
    expect(boundDimensionScores(scores, measures({ confidenceScore: 70 })).confidence).toBe(79);
    expect(
      boundDimensionScores({ ...scores, confidence: 40 }, measures({ confidenceScore: 70 }))
        .confidence,
    ).toBe(60);
    expect(
      boundDimensionScores({ ...scores, confidence: 62 }, measures({ confidenceScore: 88 }))
        .confidence,
    ).toBe(80);
  });

  it('never lets clarity look green with a High filler count, and leaves delivery alone', () => {
    const bounded = boundDimensionScores(scores, measures({ fillerWords: 16 }));
    expect(bounded.clarity).toBe(79);
    expect(bounded.delivery).toBe(95);
    expect(boundDimensionScores(scores, measures({ fillerWords: 8 })).clarity).toBe(95);
  });

  it('keeps the language score out of green when grammar Needs Work', () => {
    expect(boundLanguageScore(9.1, measures({ grammarScore: 64 }))).toBe(7.9);
    expect(boundLanguageScore(9.1, measures({ grammarScore: 75 }))).toBe(9.1);
    expect(boundLanguageScore(9.1, measures({ grammarScore: null }))).toBe(9.1);
  });

  it('names the band each dimension answers to', () => {
    const m = measures({ wordsPerMinute: 154, fillerWords: 8, confidenceScore: 55 });
    expect(dimensionBand('pacing', m)?.label).toBe('Too Fast');
    expect(dimensionBand('clarity', m)?.label).toBe('Moderate');
    expect(dimensionBand('confidence', m)?.label).toBe('Low');
    expect(dimensionBand('delivery', m)).toBeNull();
  });
});
