import { describe, expect, it } from 'vitest';
import { getConfidenceBand, getFillerBand, getGrammarBand, getPaceBand } from './bands';

describe('speaking rate band', () => {
  it('is Good from 120 to 150 WPM, Too Fast above, Too Slow below', () => {
    expect(getPaceBand(120).label).toBe('Good');
    expect(getPaceBand(150).label).toBe('Good');
    expect(getPaceBand(150.4).label).toBe('Good');
    expect(getPaceBand(151).label).toBe('Too Fast');
    expect(getPaceBand(119).label).toBe('Too Slow');
  });
});

describe('filler words band', () => {
  it('is Excellent up to 5, Moderate up to 15, High above', () => {
    expect(getFillerBand(0).label).toBe('Excellent');
    expect(getFillerBand(5).label).toBe('Excellent');
    expect(getFillerBand(6).label).toBe('Moderate');
    expect(getFillerBand(15).label).toBe('Moderate');
    expect(getFillerBand(16)).toEqual({ label: 'High', tone: 'bad' });
  });
});

describe('confidence band', () => {
  it('is High from 80, Moderate from 60, Low below', () => {
    expect(getConfidenceBand(80).label).toBe('High');
    expect(getConfidenceBand(79).label).toBe('Moderate');
    expect(getConfidenceBand(60).label).toBe('Moderate');
    expect(getConfidenceBand(59).label).toBe('Low');
  });
});

describe('grammar band', () => {
  it('is Excellent from 90, Good from 70, Needs Work below', () => {
    expect(getGrammarBand(90).label).toBe('Excellent');
    expect(getGrammarBand(89).label).toBe('Good');
    expect(getGrammarBand(70).label).toBe('Good');
    expect(getGrammarBand(69).label).toBe('Needs Work');
  });
});
