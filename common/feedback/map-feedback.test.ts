import { describe, expect, it } from 'vitest';
import type { FeedbackRecord } from '../contract/feedback';
import { displayedFeedbackSchema } from '../contract/feedback';
import {
  averagePercent,
  emotionalReflectionFor,
  mapFeedbackRecord,
  parseTextList,
  toTenScale,
} from './map-feedback';

const record: FeedbackRecord = {
  id: 7,
  userId: 3,
  speechId: 11,
  summaryTag: 'Clear but rushed',
  clarityScore: 82,
  pacingScore: 55,
  confidenceScore: 71,
  deliveryScore: 64,
  strengths: JSON.stringify(['You opened with a question.']),
  areasToImprove: JSON.stringify(['You sped up to 190 words per minute.', 'Few pauses.']),
  actionableTips: JSON.stringify(['Pause after each key point.', 'Breathe before you start.']),
  actionableDrills: JSON.stringify(['Metronome read: read at 130 bpm.']),
  rewriteSuggestions: JSON.stringify([
    { original: 'um so we grew', improved: 'We grew.', explanation: 'No filler.' },
  ]),
  overallFeedback: 'Slow down and let your points land.',
  modelUsed: 'rules',
  usedFallback: false,
  createdAt: '2025-03-02T10:00:00.000Z',
  coachingMode: 'general',
  coachBreakdown: JSON.stringify({
    structureAndFlow: 'a',
    vocalDelivery: 'b',
    messageImpact: 'c',
    languageAndPrecision: 'd',
  }),
};

describe('mapFeedbackRecord', () => {
  it('maps a stored record to the displayed form of spec section 3', () => {
    const shown = mapFeedbackRecord(record);
    expect(displayedFeedbackSchema.parse(shown)).toEqual(shown);
    expect(shown).toEqual({
      id: '7',
      user_id: '3',
      summary_tag: 'Clear but rushed',
      scores: { clarity: 8.2, pacing: 5.5, confidence: 7.1, delivery: 6.4 },
      breakdown: {
        strengths: ['You opened with a question.'],
        weaknesses: ['You sped up to 190 words per minute.', 'Few pauses.'],
      },
      examples_and_rewrites: [
        { original: 'um so we grew', improved: 'We grew.', explanation: 'No filler.' },
      ],
      tips: ['Pause after each key point.', 'Breathe before you start.'],
      actionable_drills: ['Metronome read: read at 130 bpm.'],
      emotional_reflection: emotionalReflectionFor(68),
      coach_notes: 'Slow down and let your points land.',
      coaching_mode: 'general',
      created_at: '2025-03-02T10:00:00.000Z',
      speech_data: { speechId: 11, modelUsed: 'rules', usedFallback: false },
      coach_breakdown: {
        structureAndFlow: 'a',
        vocalDelivery: 'b',
        messageImpact: 'c',
        languageAndPrecision: 'd',
      },
    });
    expect(shown).not.toHaveProperty('audio_url');
  });

  it('builds the emotional reflection from the average of the four scores in percent', () => {
    expect(averagePercent(record)).toBe(68);
    expect(mapFeedbackRecord(record).emotional_reflection).toContain('68%');
    expect(emotionalReflectionFor(85)).toContain('85%');
    expect(emotionalReflectionFor(40)).toContain('40%');
    expect(emotionalReflectionFor(85)).not.toBe(emotionalReflectionFor(40).replace('40', '85'));
  });

  it('adds the audio link and coaching mode when given (the cloud list)', () => {
    const shown = mapFeedbackRecord(record, {
      audioUrl: 'http://x/media/11',
      coachingMode: 'general',
    });
    expect(shown.audio_url).toBe('http://x/media/11');
  });

  it("shows the record's own practice mode, general when it has none", () => {
    expect(mapFeedbackRecord({ ...record, coachingMode: 'interview' }).coaching_mode).toBe(
      'interview',
    );
    expect(mapFeedbackRecord({ ...record, coachingMode: '' }).coaching_mode).toBe('general');
  });

  it('turns missing or broken JSON lists into empty lists', () => {
    const shown = mapFeedbackRecord({
      ...record,
      strengths: 'not json',
      actionableDrills: null,
      rewriteSuggestions: '[{"original":1}]',
      coachBreakdown: null,
    });
    expect(shown.breakdown.strengths).toEqual([]);
    expect(shown.actionable_drills).toEqual([]);
    expect(shown.examples_and_rewrites).toEqual([]);
    expect(shown).not.toHaveProperty('coach_breakdown');
    expect(parseTextList('["a", 2, "b"]')).toEqual(['a', 'b']);
  });

  it('leaves out a coach breakdown that lacks a section or has a non-text one', () => {
    const partial = JSON.stringify({
      structureAndFlow: 'a',
      vocalDelivery: 'b',
      messageImpact: 'c',
    });
    const wrongType = JSON.stringify({
      structureAndFlow: 'a',
      vocalDelivery: 'b',
      messageImpact: 'c',
      languageAndPrecision: 4,
    });
    expect(mapFeedbackRecord({ ...record, coachBreakdown: partial })).not.toHaveProperty(
      'coach_breakdown',
    );
    expect(mapFeedbackRecord({ ...record, coachBreakdown: wrongType })).not.toHaveProperty(
      'coach_breakdown',
    );
  });

  it('shows scores /10 with one decimal, clamped to the scale', () => {
    expect(toTenScale(72.5)).toBe(7.3);
    expect(toTenScale(100)).toBe(10);
    expect(toTenScale(140)).toBe(10);
    expect(toTenScale(-3)).toBe(0);
    expect(toTenScale(Number.NaN)).toBe(0);
  });
});
