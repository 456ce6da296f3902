import { describe, expect, it } from 'vitest';
import { makeAnalysis, makeSpeech } from '@app/test/fixtures';
import { toGoalSpeeches } from './goal-speeches';

describe('goal speeches', () => {
  it('reads pace, fillers and speaking time of analysed speeches, and nothing of the others', () => {
    const analysed = makeSpeech({
      analysis: makeAnalysis({ wordsPerMinute: 132, fillerWords: 4, speakingTimeSec: 90 }),
    });
    const processing = makeSpeech({ analysis: null, duration: 42 });
    const [a, p] = toGoalSpeeches([analysed, processing]);
    expect(a).toEqual({
      recordedAt: analysed.recordedAt,
      wordsPerMinute: 132,
      fillerWords: 4,
      speakingTimeSec: 90,
    });
    expect(p).toEqual({
      recordedAt: processing.recordedAt,
      wordsPerMinute: null,
      fillerWords: null,
      speakingTimeSec: 42,
    });
  });
});
