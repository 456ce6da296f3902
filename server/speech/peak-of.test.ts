import { describe, expect, it } from 'vitest';
import { peakOf } from './peak-of';

describe('peakOf', () => {
  it('finds a peak between grid points to within the ternary search', () => {
    expect(peakOf((x) => -((x - 1.2345) ** 2), 0, 3, 0.5, 30)).toBeCloseTo(1.2345, 5);
  });

  it('finds the highest of several peaks, at an end of the range too', () => {
    const score = (x: number) => Math.cos(3 * x) + 0.1 * x;
    // cos(3x) peaks at 0, 2.09 and 4.19: the last, lifted most by 0.1 x, is the highest.
    expect(peakOf(score, -1, 4.2, 0.05, 30)).toBeCloseTo(4.2, 1);
    expect(peakOf(score, -1, 3, 0.05, 30)).toBeCloseTo((2 * Math.PI) / 3 + 0.0111, 2);
  });
});
