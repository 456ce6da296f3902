import {
  type CoachingMode,
  type DisplayedFeedback,
  type FeedbackRecord,
  type FeedbackResponse,
} from '@common/contract/feedback';
import { FEEDBACK_MESSAGES } from '@common/feedback/feedback-messages';
import { mapFeedbackRecord } from '@common/feedback/map-feedback';
import type { FeedbackOutcome, StoredFeedback } from '../coach/feedback-service';
import type { FeedbackRow } from '../db/schema';
import { mediaUrl, type MediaLinkConfig } from './speech-presenter';

function storedOf(row: FeedbackRow): StoredFeedback | undefined {
  if (!row.details) return undefined;
  try {
    return JSON.parse(row.details) as StoredFeedback;
  } catch {
    return undefined;
  }
}

/** The stored record as the history endpoint returns it (spec section 3). */
export function presentFeedbackRecord(row: FeedbackRow): FeedbackRecord {
  const stored = storedOf(row);
  return {
    id: row.id,
    userId: row.userId,
    speechId: row.speechId,
    summaryTag: row.summaryTag,
    clarityScore: row.clarityScore,
    pacingScore: row.pacingScore,
    confidenceScore: row.confidenceScore,
    deliveryScore: row.deliveryScore,
    strengths: row.strengths,
    areasToImprove: row.areasToImprove,
    actionableTips: row.actionableTips,
    actionableDrills: row.actionableDrills,
    rewriteSuggestions: row.rewriteSuggestions,
    overallFeedback: row.overallFeedback,
    modelUsed: row.modelUsed,
    usedFallback: row.usedFallback === 1,
    createdAt: row.createdAt,
    coachingMode: row.coachingMode,
    coachBreakdown: stored ? JSON.stringify(stored.feedback.coachBreakdown) : null,
    emotionalReflection: stored?.feedback.emotionalReflection ?? null,
  };
}

/** The cloud list: the displayed form, with a link to the recording when it still exists. */
export function presentCloudFeedback(row: FeedbackRow, media: MediaLinkConfig): DisplayedFeedback {
  return mapFeedbackRecord(presentFeedbackRecord(row), {
    audioUrl: row.speechId === null ? undefined : mediaUrl(row.speechId, media),
    coachingMode: row.coachingMode,
  });
}

/** POST /api/feedback's answer (spec 'Feedback generation result' plus the record's id). */
export function presentFeedbackResponse(outcome: FeedbackOutcome): FeedbackResponse {
  const { row, stored, fromCache, usage } = outcome;
  return {
    feedback: stored.feedback,
    scores: stored.scores,
    metrics: stored.metrics,
    fromCache,
    message: fromCache ? FEEDBACK_MESSAGES.fromCache : FEEDBACK_MESSAGES.generated,
    cooldownRemaining: 0,
    isShortRecording: false,
    usageInfo: usage,
    id: row.id,
    speechId: row.speechId ?? 0,
    modelUsed: row.modelUsed,
    usedFallback: row.usedFallback === 1,
    coachingMode: row.coachingMode as CoachingMode,
    createdAt: row.createdAt,
  };
}
