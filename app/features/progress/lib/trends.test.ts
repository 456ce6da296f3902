import { describe, expect, it } from 'vitest';
import { makeDisplayedFeedback } from '@app/test/test-feedback';
import { getFillerRateTrend, getPaceTrend, getScoreTrend, getTrendChange } from './trends';
import { makeProgressSpeech } from '@app/test/test-speeches';

describe('trends over time', () => {
  it('gives pace per analysed speech, oldest first', () => {
    const points = getPaceTrend([
      makeProgressSpeech(2, '2025-03-02T10:00:00Z', { wpm: 150.6 }),
      makeProgressSpeech(1, '2025-03-01T10:00:00Z', { wpm: 120 }),
      makeProgressSpeech(3, '2025-03-03T10:00:00Z', null),
    ]);
    expect(points.map((p) => p.value)).toEqual([120, 151]);
  });

  it('gives fillers per minute of speaking time', () => {
    const [point] = getFillerRateTrend([
      makeProgressSpeech(1, '2025-03-01T10:00:00Z', { wpm: 130, fillers: 9, speakingSec: 180 }),
    ]);
    expect(point?.value).toBe(3);
  });

  it('gives the average score of each feedback', () => {
    const points = getScoreTrend([
      makeDisplayedFeedback({
        created_at: '2025-03-01T10:00:00Z',
        scores: { clarity: 8, pacing: 6, confidence: 7, delivery: 5 },
      }),
    ]);
    expect(points).toEqual([{ time: Date.parse('2025-03-01T10:00:00Z'), value: 6.5 }]);
  });

  it('compares the first and last sessions', () => {
    const points = [5, 4, 6, 2, 2, 1].map((value, index) => ({ time: index, value }));
    expect(getTrendChange(points, 0.2)).toEqual({ from: 5, to: 1.7, direction: 'down' });
    expect(getTrendChange(points.slice(0, 1), 0.2)).toBeNull();
    expect(
      getTrendChange(
        [
          { time: 0, value: 3 },
          { time: 1, value: 3.1 },
        ],
        0.2,
      )?.direction,
    ).toBe('flat');
  });
});
