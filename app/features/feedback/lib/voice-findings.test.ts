import { describe, expect, it } from 'vitest';
import { describeIntonation, describeLoudness, describePitchRange } from './voice-findings';

describe('voice findings in plain words', () => {
  it('calls a pitch range narrow under 4 semitones and lively from 8', () => {
    expect(describePitchRange(3.2)).toMatchObject({ verdict: 'Narrow', value: '3.2 semitones' });
    expect(describePitchRange(5)).toMatchObject({ verdict: 'Moderate' });
    expect(describePitchRange(9)).toMatchObject({ verdict: 'Lively' });
    expect(describePitchRange(null)).toMatchObject({ verdict: 'Not measured', value: null });
  });

  it('says when the voice sounded monotone', () => {
    expect(describeIntonation({ monotone: true, pitchVariationSemitones: 1.4 }).verdict).toBe(
      'Monotone',
    );
    expect(describeIntonation({ monotone: false, pitchVariationSemitones: 3 }).verdict).toBe(
      'Varied',
    );
    expect(describeIntonation({ monotone: false, pitchVariationSemitones: null }).verdict).toBe(
      'Not measured',
    );
  });

  it('judges the loudness steadiness', () => {
    expect(describeLoudness(80).verdict).toBe('Steady');
    expect(describeLoudness(60).verdict).toBe('Mostly steady');
    expect(describeLoudness(20).verdict).toBe('Uneven');
    expect(describeLoudness(undefined).verdict).toBe('Not measured');
  });
});
