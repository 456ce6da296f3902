import { describe, expect, it } from 'vitest';
import { makeDisplayedFeedback } from '@app/test/test-feedback';
import {
  describeFillerTrend,
  describePaceTrend,
  describeScoreTrend,
  getFillerRateTrend,
  getPaceTrend,
  getScoreTrend,
  getTrendChange,
} from './trends';
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
    expect(getTrendChange(points, 0.2)).toEqual({ from: 5, to: 1.7, direction: 'down', size: 3 });
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

describe('trend headline and caption', () => {
  const points = (values: number[]) => values.map((value, index) => ({ time: index, value }));

  it('speak of the same pace, with its band word', () => {
    // The case: a 108 WPM latest session after faster ones.
    const change = getTrendChange(points([150, 155, 157, 160, 164, 108]), 5);
    if (!change) throw new Error('expected a change');
    expect(describePaceTrend(change)).toEqual({
      headline: '144 WPM',
      headlineNote: 'average of your last 3 sessions',
      caption: 'Slower: 154 to 144 WPM. Good: inside the comfortable 120-150 range.',
    });
    const slow = getTrendChange(points([140, 112]), 5);
    if (!slow) throw new Error('expected a change');
    expect(describePaceTrend(slow)).toEqual({
      headline: '112 WPM',
      headlineNote: 'your latest session',
      caption: 'Slower: 140 to 112 WPM. Too Slow: below the comfortable 120-150 range.',
    });
  });

  it('speak of the same filler rate and score', () => {
    const fillers = getTrendChange(points([3, 2.5, 3.5, 6, 8.5, 7.4]), 0.2);
    if (!fillers) throw new Error('expected a change');
    expect(describeFillerTrend(fillers)).toMatchObject({
      headline: '7.3/min',
      caption: 'More fillers: 3.0 up to 7.3 a minute.',
    });
    const score = getTrendChange(points([6, 7, 8, 8]), 0.2);
    if (!score) throw new Error('expected a change');
    expect(describeScoreTrend(score)).toMatchObject({
      headline: '8.0/10',
      caption: 'Up from 6.5 to 8.0 since your first sessions.',
    });
  });
});
