import {
  classifyFeedbackError,
  feedbackCooldownSeconds,
  feedbackErrorInputFrom,
} from '@common/feedback/feedback-error-kind';
import type { FeedbackErrorKind } from '@common/feedback/feedback-error-kind';
import { ApiError } from '@app/lib/api-client';

/** A failed POST /api/feedback, sorted for its view (spec 8 'Feedback generation'). */
export interface FeedbackFailure {
  kind: FeedbackErrorKind;
  /** The server's message, or the raw error text. */
  message: string;
  /** For a cooldown: seconds until 'Check Again' is worth pressing. */
  cooldownSec: number;
}

/**
 * Reads whatever the request layer threw: the parsed JSON body of an ApiError
 * when there is one (its flags are more reliable than the text), else the
 * "status: body" message, else a plain error.
 */
export function getFeedbackFailure(error: unknown): FeedbackFailure {
  const source =
    error instanceof ApiError && typeof error.body === 'object' && error.body !== null
      ? error.body
      : error;
  const input = feedbackErrorInputFrom(source);
  const message =
    [input.message, input.error].find(
      (text): text is string => typeof text === 'string' && text.trim() !== '',
    ) ?? (error instanceof Error ? error.message : 'Something went wrong.');
  return {
    kind: classifyFeedbackError(input),
    message,
    cooldownSec: feedbackCooldownSeconds(input),
  };
}

/** Seconds from `now` to the next local midnight, when daily limits reset. */
export function getSecondsUntilLocalMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return Math.max(0, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
}

/** '1:05' under an hour, else '3 h 12 min': a countdown the eye can read at once. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds < 3600) {
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${hours} h ${minutes} min`;
}
