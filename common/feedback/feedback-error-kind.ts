import { ANALYSIS_PAGE } from '../constants';
import { isErrorCode, type ErrorCode } from '../errors/error-codes';

/** Which toast and view a failed feedback request gets (spec section 8 'Feedback generation'). */
export type FeedbackErrorKind =
  'guest-limit' | 'too-short' | 'cooldown' | 'daily-limit' | 'service-unavailable' | 'other';

/** What the client knows about a failure: the body's fields, or just a message. */
export interface FeedbackErrorInput {
  /** The server's error code (common/errors/error-codes.ts); absent from a server before codes. */
  code?: string | null;
  message?: string | null;
  error?: string | null;
  isShortRecording?: boolean | null;
  cooldownRemaining?: number | null;
}

const TOO_SHORT = /too short|at least 30 seconds|minimum length|not enough clear speech/i;
const COOLDOWN = /hang tight|already generating feedback|try again in\b|\u23f3|\u231b/i;
const DAILY_LIMIT = /reached your daily limit|usage limit|try again tomorrow/i;
const SERVICE = /service unavailable|\bAPI\b|unavailable|try again later/i;
const GUEST_LIMIT = /\bguest\b[^.]*\blimit\b|\blimit\b[^.]*\bguest\b/i;

function toInput(value: FeedbackErrorInput | string | null | undefined): FeedbackErrorInput {
  if (typeof value === 'string') return { message: value };
  return value ?? {};
}

function textOf(input: FeedbackErrorInput): string {
  return [input.message, input.error].filter((t): t is string => typeof t === 'string').join(' ');
}

/**
 * The input from whatever the request layer threw: a body object, an Error
 * whose message is "status: body text" (spec section 8), or a string.
 */
export function feedbackErrorInputFrom(value: unknown): FeedbackErrorInput {
  if (value && typeof value === 'object' && !(value instanceof Error)) {
    return value as FeedbackErrorInput;
  }
  const text = value instanceof Error ? value.message : typeof value === 'string' ? value : '';
  const json = /^\s*\d{3}:\s*(\{[\s\S]*\})\s*$/.exec(text)?.[1];
  if (json) {
    try {
      const body: unknown = JSON.parse(json);
      if (body && typeof body === 'object') return body as FeedbackErrorInput;
    } catch {
      // Not JSON after all: classify the text.
    }
  }
  return { message: text };
}

const kindByCode: Partial<Record<ErrorCode, FeedbackErrorKind>> = {
  guest_limit: 'guest-limit',
  too_short: 'too-short',
  cooldown: 'cooldown',
  daily_limit: 'daily-limit',
  service_unavailable: 'service-unavailable',
};

/**
 * Sorts a feedback failure: by the server's `code` when it sends one;
 * otherwise (a server before codes, or a bare message) as spec 8 says, in its
 * order: guest limit, too short, cooldown, daily limit, service unavailable,
 * anything else, reading the flags first and the message (or a raw
 * "429: {...}" error text) second.
 */
export function classifyFeedbackError(
  value: FeedbackErrorInput | string | null | undefined,
): FeedbackErrorKind {
  const input = toInput(value);
  if (isErrorCode(input.code)) return kindByCode[input.code] ?? 'other';
  const text = textOf(input);
  if (GUEST_LIMIT.test(text)) return 'guest-limit';
  if (input.isShortRecording === true || TOO_SHORT.test(text)) return 'too-short';
  if (
    (typeof input.cooldownRemaining === 'number' && input.cooldownRemaining > 0) ||
    COOLDOWN.test(text)
  )
    return 'cooldown';
  if (DAILY_LIMIT.test(text)) return 'daily-limit';
  if (SERVICE.test(text)) return 'service-unavailable';
  return 'other';
}

/** Seconds to wait before 'Check Again': cooldownRemaining, else seconds in the message, else 120. */
export function feedbackCooldownSeconds(
  value: FeedbackErrorInput | string | null | undefined,
): number {
  const input = toInput(value);
  if (typeof input.cooldownRemaining === 'number' && input.cooldownRemaining > 0) {
    return Math.ceil(input.cooldownRemaining);
  }
  const match = /(\d+)\s*(?:seconds?|secs?|s)\b/i.exec(textOf(input));
  const parsed = match ? Number(match[1]) : NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : ANALYSIS_PAGE.defaultCooldownSec;
}
