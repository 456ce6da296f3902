import { describe, expect, it } from 'vitest';
import { formatDuration, recordingLength } from './duration';

describe('formatDuration (m:ss)', () => {
  it('shows minutes unpadded and rounds to the nearest second', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(70)).toBe('1:10');
    expect(formatDuration(69.6)).toBe('1:10');
    expect(formatDuration(154)).toBe('2:34');
    expect(formatDuration(600)).toBe('10:00');
  });

  it('shows 0:00 for nothing, a negative or a non-number', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('recordingLength', () => {
  it("is the speech's duration, else the analysis's", () => {
    expect(recordingLength(70, 68.2)).toBe(70);
    expect(recordingLength(0, 68.2)).toBe(68.2);
    expect(recordingLength(null, undefined)).toBe(0);
  });
});
