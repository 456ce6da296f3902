import { describe, expect, it } from 'vitest';
import { makeAnalysis } from '@app/test/fixtures';
import { buildFeedbackRequest, buildLinguisticRequest } from './feedback-request';

describe('feedback request', () => {
  it("sends the spec's body: user, transcript, metrics, speech and the general coaching mode", () => {
    const analysis = makeAnalysis();
    expect(buildFeedbackRequest({ userId: 7, speechId: 42 }, analysis, 95.4)).toEqual({
      userId: 7,
      speechId: 42,
      transcript: 'so um we basically won',
      metrics: { clarity: 76, fillerWords: 2, pace: 132, pauses: 3, confidence: 76, duration: 95 },
      coachingMode: 'general',
    });
  });

  it("asks for the speech's practice mode", () => {
    const body = buildFeedbackRequest(
      { userId: 7, speechId: 42, coachingMode: 'interview' },
      makeAnalysis(),
      95,
    );
    expect(body.coachingMode).toBe('interview');
  });

  it('takes clarity from the recogniser confidence when it was measured', () => {
    const analysis = makeAnalysis();
    analysis.details = { ...analysis.details!, recognizerConfidence: 0.912 };
    expect(buildFeedbackRequest({ userId: 7, speechId: 42 }, analysis, 95).metrics).toMatchObject({
      clarity: 91,
    });
  });

  it('asks for linguistic feedback on the transcript', () => {
    expect(buildLinguisticRequest({ userId: 7, speechId: 42 }, makeAnalysis(), false)).toEqual({
      userId: 7,
      transcript: 'so um we basically won',
      isPro: false,
      speechId: 42,
    });
  });
});
