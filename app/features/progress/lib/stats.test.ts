import { describe, expect, it } from 'vitest';
import { makeDisplayedFeedback } from '@app/test/test-feedback';
import { computeStats } from './stats';
import { makeProgressSpeech } from '@app/test/test-speeches';

describe('Stats tab numbers', () => {
  const speeches = [
    makeProgressSpeech(1, '2025-03-01T10:00:00Z', { wpm: 120.4 }, 90),
    makeProgressSpeech(2, '2025-03-02T10:00:00Z', { wpm: 141 }, 150),
    makeProgressSpeech(3, '2025-03-03T10:00:00Z', null, 60),
  ];

  it('counts speeches and speaking time, and rounds the average pace', () => {
    const stats = computeStats(speeches, []);
    expect(stats.totalSpeeches).toBe(3);
    expect(stats.totalSpeakingSec).toBe(300);
    expect(stats.averagePace).toBe(131);
  });

  it('has no average score or breakdown without feedback, and no pace without any WPM', () => {
    const stats = computeStats([makeProgressSpeech(1, '2025-03-01T10:00:00Z', null)], []);
    expect(stats.averageScore).toBeNull();
    expect(stats.breakdown).toBeNull();
    expect(stats.averagePace).toBeNull();
  });

  it('averages each dimension, then takes the mean of the four as the overall score', () => {
    const feedback = [
      makeDisplayedFeedback({ scores: { clarity: 8, pacing: 6, confidence: 7, delivery: 5 } }),
      makeDisplayedFeedback({ scores: { clarity: 9, pacing: 7, confidence: 6, delivery: 6 } }),
    ];
    const stats = computeStats(speeches, feedback);
    expect(stats.breakdown).toEqual({ clarity: 8.5, pacing: 6.5, confidence: 6.5, delivery: 5.5 });
    expect(stats.averageScore).toBe(6.8);
  });
});
