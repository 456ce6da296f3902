import { describe, expect, it } from 'vitest';
import { confidenceBand, fillerBand, grammarBand, paceBand, scoreTone } from './bands';

describe('speaking rate band', () => {
  it('is Good from 120 to 150 WPM, Too Fast above, Too Slow below, on the shown whole number', () => {
    expect(paceBand(120).label).toBe('Good');
    expect(paceBand(150).label).toBe('Good');
    expect(paceBand(150.4).label).toBe('Good');
    expect(paceBand(150.5).label).toBe('Too Fast');
    expect(paceBand(154)).toEqual({ label: 'Too Fast', tone: 'warning' });
    expect(paceBand(119.6).label).toBe('Good');
    expect(paceBand(119.4).label).toBe('Too Slow');
    expect(paceBand(108)).toEqual({ label: 'Too Slow', tone: 'warning' });
  });
});

describe('filler words band', () => {
  it('is on the count: Excellent up to 5, Moderate up to 15, High above', () => {
    expect(fillerBand(0).label).toBe('Excellent');
    expect(fillerBand(5).label).toBe('Excellent');
    expect(fillerBand(6).label).toBe('Moderate');
    expect(fillerBand(8)).toEqual({ label: 'Moderate', tone: 'warning' });
    expect(fillerBand(15).label).toBe('Moderate');
    expect(fillerBand(16)).toEqual({ label: 'High', tone: 'bad' });
  });
});

describe('confidence band', () => {
  it('is High from 80, Moderate from 60, Low below', () => {
    expect(confidenceBand(80).label).toBe('High');
    expect(confidenceBand(79.5).label).toBe('High');
    expect(confidenceBand(79).label).toBe('Moderate');
    expect(confidenceBand(60).label).toBe('Moderate');
    expect(confidenceBand(59)).toEqual({ label: 'Low', tone: 'bad' });
  });
});

describe('grammar band', () => {
  it('is Excellent from 90, Good from 70, Needs Work below', () => {
    expect(grammarBand(90).label).toBe('Excellent');
    expect(grammarBand(89).label).toBe('Good');
    expect(grammarBand(70).label).toBe('Good');
    expect(grammarBand(69)).toEqual({ label: 'Needs Work', tone: 'warning' });
  });
});

describe('score colour', () => {
  it('is green from 8, yellow from 6, red below, on the shown one-decimal score', () => {
    expect(scoreTone(8)).toBe('good');
    expect(scoreTone(7.96)).toBe('good');
    expect(scoreTone(7.9)).toBe('warning');
    expect(scoreTone(6)).toBe('warning');
    expect(scoreTone(5.9)).toBe('bad');
  });
});
