import { describe, expect, it } from 'vitest';
import { describeFillerRate, describeMeasures } from './speech-measures';

describe('describeMeasures', () => {
  it('gives the shown numbers with their bands', () => {
    const m = describeMeasures({
      durationSec: 70,
      wordsPerMinute: 154.4,
      fillerWords: 8,
      confidenceScore: 72.6,
      grammarScore: 91,
      speakingTimeSec: 60,
      wordCount: 154,
    });
    expect(m.duration).toEqual({ seconds: 70, text: '1:10' });
    expect(m.pace).toEqual({ wpm: 154, band: { label: 'Too Fast', tone: 'warning' } });
    expect(m.fillers).toEqual({
      count: 8,
      band: { label: 'Moderate', tone: 'warning' },
      perMinute: 8,
      per100Words: 5.2,
      light: false,
    });
    expect(m.confidence).toEqual({ percent: 73, band: { label: 'Moderate', tone: 'warning' } });
    expect(m.grammar).toEqual({ score: 91, band: { label: 'Excellent', tone: 'good' } });
  });

  it('leaves out what was not measured, and rates fillers per minute over the recording without a speaking time', () => {
    const m = describeMeasures({
      durationSec: 120,
      wordsPerMinute: null,
      fillerWords: 3,
      confidenceScore: null,
      grammarScore: null,
    });
    expect(m.pace).toBeNull();
    expect(m.confidence).toBeNull();
    expect(m.grammar).toBeNull();
    expect(m.fillers.perMinute).toBe(1.5);
    expect(m.fillers.per100Words).toBeNull();
    expect(m.fillers.band.label).toBe('Excellent');
    expect(m.fillers.light).toBe(true);
  });

  it('says when a Moderate count is light for a long speech', () => {
    const m = describeMeasures({
      durationSec: 600,
      wordsPerMinute: 140,
      fillerWords: 8,
      confidenceScore: 85,
      grammarScore: 95,
      speakingTimeSec: 590,
      wordCount: 1380,
    });
    expect(m.fillers.band.label).toBe('Moderate');
    expect(m.fillers.light).toBe(true);
    expect(m.fillers.perMinute).toBe(0.8);
    expect(m.fillers.per100Words).toBe(0.6);
  });
});

describe('describeFillerRate', () => {
  const measures = (fillerWords: number, wordCount: number, speakingTimeSec: number) =>
    describeMeasures({
      durationSec: speakingTimeSec + 5,
      wordsPerMinute: 140,
      fillerWords,
      confidenceScore: 80,
      grammarScore: 90,
      speakingTimeSec,
      wordCount,
    }).fillers;

  it('gives the count with its rates', () => {
    expect(describeFillerRate(measures(3, 120, 60), 120)).toBe(
      '3 fillers in 120 words: 2.5 per 100 words, 3.0 a minute.',
    );
    expect(describeFillerRate(measures(0, 120, 60), 120)).toMatch(/No filler words/);
  });

  it('names the band when a count above Excellent is light for a long speech', () => {
    expect(describeFillerRate(measures(8, 1380, 590), 1380)).toBe(
      '8 fillers in 1380 words: 0.6 per 100 words, 0.8 a minute. Moderate by count, but light for a speech this long: listeners barely notice them.',
    );
    expect(describeFillerRate(measures(8, 160, 70), 160)).not.toMatch(/by count/);
  });
});
