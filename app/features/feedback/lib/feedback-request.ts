import type { AnalysisDto } from '@common/contract/analysis';
import type { CoachingMode, FeedbackRequest, LinguisticRequest } from '@common/contract/feedback';

interface Who {
  userId: number | null;
  speechId: number;
  /** The speech's practice mode (issue 13); general when absent, as the spec sends. */
  coachingMode?: CoachingMode;
}

function transcriptOf(analysis: AnalysisDto): string {
  return (analysis.details?.transcript ?? analysis.text).trim();
}

/**
 * The spec's POST /api/feedback body. The server coaches from the analysis it
 * stored and ignores `transcript` and `metrics`; they are sent so that a
 * server written against the spec still gets what it expects.
 */
export function buildFeedbackRequest(
  { userId, speechId, coachingMode = 'general' }: Who,
  analysis: AnalysisDto,
  durationSec: number,
): FeedbackRequest {
  const recognizer = analysis.details?.recognizerConfidence;
  const confidence = Math.round(analysis.confidenceScore ?? 0);
  return {
    userId,
    speechId,
    transcript: transcriptOf(analysis),
    metrics: {
      // How surely the words were understood; the confidence score when unmeasured.
      clarity: typeof recognizer === 'number' ? Math.round(recognizer * 100) : confidence,
      fillerWords: analysis.fillerWords,
      pace: Math.round(analysis.wordsPerMinute ?? 0),
      pauses: analysis.pauses,
      confidence,
      duration: Math.round(durationSec),
    },
    coachingMode,
  };
}

/** POST /api/linguistic-feedback; `speechId` lets the server tie corrections to the recording's times. */
export function buildLinguisticRequest(
  { userId, speechId }: Who,
  analysis: AnalysisDto,
  isPro: boolean,
): LinguisticRequest {
  return { userId, transcript: transcriptOf(analysis), isPro, speechId };
}
