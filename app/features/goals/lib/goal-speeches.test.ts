import { describe, expect, it } from 'vitest';
import { makeSpeech } from '@app/test/fixtures';
import { toGoalSpeeches } from './goal-speeches';

describe('goal speeches', () => {
  it('reads pace, fillers and speaking time of analysed speeches, and nothing of the others', () => {
    const analysed = makeSpeech();
    const processing = makeSpeech({ analysis: null, duration: 42 });
    const [a, p] = toGoalSpeeches([analysed, processing]);
    expect(a).toEqual({
      recordedAt: analysed.recordedAt,
      wordsPerMinute: analysed.analysis!.wordsPerMinute,
      fillerWords: analysed.analysis!.fillerWords,
      speakingTimeSec: analysed.analysis!.speakingTimeSec ?? analysed.duration,
    });
    expect(p).toEqual({
      recordedAt: processing.recordedAt,
      wordsPerMinute: null,
      fillerWords: null,
      speakingTimeSec: 42,
    });
  });
});
