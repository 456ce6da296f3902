import { describe, expect, it } from 'vitest';
import { makeRichAnalysis } from '@app/test/fixtures';
import { attemptMeasuresOf } from './attempt-measures';

describe('attemptMeasuresOf', () => {
  it('takes the measures and the repeated phrases from the analysis', () => {
    const measures = attemptMeasuresOf(makeRichAnalysis(), 95);
    expect(measures).toMatchObject({
      wordsPerMinute: 132.4,
      fillerWords: 2,
      speakingTimeSec: 90,
      durationSec: 95,
      pauses: 3,
      longestPauseSec: 1.4,
      confidenceScore: 76,
      grammarScore: 84,
      fillerWordsList: { um: 1, basically: 1 },
      repeatedPhrases: ['the the'],
    });
    expect(measures).not.toHaveProperty('scores');
  });

  it('falls back on the recording length for an analysis without details', () => {
    const measures = attemptMeasuresOf(
      makeRichAnalysis({ details: undefined, speakingTimeSec: null }),
      61,
    );
    expect(measures).toMatchObject({
      durationSec: 61,
      speakingTimeSec: null,
      longestPauseSec: null,
    });
  });
});
