import { describe, expect, it } from 'vitest';
import { ALIGNER_NOISE_PEAK, withNoiseFloor } from './noise-floor';

describe('withNoiseFloor', () => {
  it('adds a faint, repeatable noise within its peak and leaves the input alone', () => {
    const silence = new Int16Array(16000);
    const a = withNoiseFloor(silence);
    expect(a).toEqual(withNoiseFloor(silence));
    expect(silence.every((x) => x === 0)).toBe(true);
    expect(Math.max(...a.map(Math.abs))).toBeLessThanOrEqual(ALIGNER_NOISE_PEAK);
    const rms = Math.sqrt(a.reduce((sum, x) => sum + x * x, 0) / a.length);
    expect(20 * Math.log10(rms / 32768)).toBeCloseTo(-55, 0);
  });

  it('clips at full scale', () => {
    expect(
      withNoiseFloor(Int16Array.from([32767, -32768]), 100).every((x) => Math.abs(x) <= 32768),
    ).toBe(true);
  });
});
