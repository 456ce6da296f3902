import { describe, expect, it } from 'vitest';
import { analysisOverallScore, formatScore, meanScore, progressScore } from './overall-score';

describe('overall scores', () => {
  it("the analysis page's is the average of clarity, confidence, structure and language", () => {
    expect(
      analysisOverallScore({ clarity: 7.2, confidence: 6.8, structure: 8.1, language: 7 }),
    ).toBe(7.3);
  });

  it("Progress's is the average of clarity, pacing, confidence and delivery", () => {
    expect(progressScore({ clarity: 8.8, pacing: 9.1, confidence: 7.9, delivery: 8.2 })).toBe(8.5);
  });

  it('rounds a half tenth up and keeps scores within 0-10', () => {
    expect(meanScore([7.1, 7.2, 7.3, 7.4])).toBe(7.3);
    expect(meanScore([12, -1, Number.NaN, 10])).toBe(5);
    expect(meanScore([])).toBe(0);
  });

  it('shows one decimal', () => {
    expect(formatScore(8)).toBe('8.0');
    expect(formatScore(6.5)).toBe('6.5');
  });
});
