import { describe, expect, it } from 'vitest';
import type { PaceWindow } from '@common/contract/analysis';
import { describePaceVariation, getPaceChart, summarisePace } from './pace-chart';

const win = (start: number, wordsPerMinute: number): PaceWindow => ({
  start,
  end: start + 15,
  words: Math.round(wordsPerMinute / 4),
  wordsPerMinute,
});

describe('pace over time chart', () => {
  it('draws one point per window, at its middle, on a scale that holds the 120-150 band', () => {
    const chart = getPaceChart([win(0, 100), win(15, 140), win(30, 170)]);
    expect(chart).not.toBeNull();
    expect(chart?.points.map((p) => p.x)).toEqual([16.67, 50, 83.33]);
    // Scale 90-180: 100 WPM sits near the bottom, 170 near the top.
    expect(chart?.yTicks.map((t) => t.value)).toEqual([90, 120, 150, 180]);
    expect(chart?.points[0]?.y).toBeCloseTo(88.89);
    expect(chart?.band).toEqual({ top: 33.33, bottom: 66.67 });
    expect(chart?.line.startsWith('M0 ')).toBe(true);
    expect(chart?.area.endsWith('L100 100 L0 100 Z')).toBe(true);
    expect(chart?.xTicks.map((t) => t.label)).toEqual(['0:00', '0:23', '0:45']);
  });

  it('draws nothing for an older analysis without pace windows, or a single window', () => {
    expect(getPaceChart(undefined)).toBeNull();
    expect(getPaceChart([])).toBeNull();
    expect(getPaceChart([win(0, 130)])).toBeNull();
  });

  it('skips windows with missing numbers', () => {
    const broken = { start: 15, end: 30, words: 0, wordsPerMinute: Number.NaN };
    expect(getPaceChart([win(0, 130), broken, win(30, 140)])?.points).toHaveLength(2);
  });

  it('says in words what the chart shows', () => {
    expect(summarisePace([win(0, 100), win(15, 140), win(30, 170)])).toBe(
      'Your pace ranged from 100 to 170 words per minute. 1 of 3 stretches was in the comfortable 120-150 range. The fastest stretch started at 0:30.',
    );
    expect(summarisePace([])).toBe('There is not enough speech to chart your pace.');
  });

  it('describes how even the pace was', () => {
    expect(describePaceVariation(0.05)).toMatch(/steady/);
    expect(describePaceVariation(0.3)).toMatch(/a lot/);
    expect(describePaceVariation(undefined)).toBeNull();
  });
});
