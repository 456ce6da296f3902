import { describe, expect, it } from 'vitest';
import { formatScore, getOverallScore, getScoreTone } from './overall-score';

describe('overall score', () => {
  it('is the average of clarity, confidence, structure and language, rounded to one decimal', () => {
    expect(getOverallScore({ clarity: 7.2, confidence: 6.8, structure: 8.1, language: 7 })).toBe(
      7.3,
    );
    expect(getOverallScore({ clarity: 8, confidence: 8, structure: 8, language: 8 })).toBe(8);
  });

  it('rounds a half tenth up', () => {
    // 7.25 exactly: floating-point averaging would give 7.2499999.
    expect(getOverallScore({ clarity: 7.1, confidence: 7.2, structure: 7.3, language: 7.4 })).toBe(
      7.3,
    );
  });

  it('keeps scores within 0-10', () => {
    expect(getOverallScore({ clarity: 12, confidence: -1, structure: NaN, language: 10 })).toBe(5);
  });

  it('shows one decimal', () => {
    expect(formatScore(8)).toBe('8.0');
    expect(formatScore(6.5)).toBe('6.5');
  });

  it('is green from 8, yellow from 6, red below', () => {
    expect(getScoreTone(8)).toBe('good');
    expect(getScoreTone(7.9)).toBe('warning');
    expect(getScoreTone(6)).toBe('warning');
    expect(getScoreTone(5.9)).toBe('bad');
  });
});
