import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@common/feedback/feedback-messages';
import { ApiError } from '@app/lib/api-client';
import {
  formatCountdown,
  getFeedbackFailure,
  getSecondsUntilLocalMidnight,
} from './feedback-failure';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

describe('a failed feedback request', () => {
  it('is too short when the server says isShortRecording', () => {
    const failure = getFeedbackFailure(
      apiError(422, {
        status: 422,
        message: FEEDBACK_MESSAGES.tooShort(30),
        isShortRecording: true,
      }),
    );
    expect(failure.kind).toBe('too-short');
    expect(failure.message).toBe(FEEDBACK_MESSAGES.tooShort(30));
  });

  it('follows the code the server sends over the words of its message', () => {
    const failure = getFeedbackFailure(
      apiError(429, { status: 429, code: 'daily_limit', message: 'Hang tight, see you tomorrow.' }),
    );
    expect(failure).toMatchObject({
      kind: 'daily-limit',
      message: 'Hang tight, see you tomorrow.',
    });
  });

  it('is a cooldown with the seconds the server gives', () => {
    const failure = getFeedbackFailure(
      apiError(429, {
        status: 429,
        message: FEEDBACK_MESSAGES.cooldown(45),
        cooldownRemaining: 45,
      }),
    );
    expect(failure).toMatchObject({ kind: 'cooldown', cooldownSec: 45 });
  });

  it('is the daily limit, the guest limit or an unavailable service by its message', () => {
    expect(
      getFeedbackFailure(apiError(429, { status: 429, message: FEEDBACK_MESSAGES.dailyLimit(5) }))
        .kind,
    ).toBe('daily-limit');
    expect(
      getFeedbackFailure(
        apiError(429, { status: 429, message: FEEDBACK_MESSAGES.guestLimit(2), isRateLimit: true }),
      ).kind,
    ).toBe('guest-limit');
    expect(
      getFeedbackFailure(apiError(503, { status: 503, message: FEEDBACK_MESSAGES.unavailable }))
        .kind,
    ).toBe('service-unavailable');
  });

  it('keeps the raw text of anything else', () => {
    const failure = getFeedbackFailure(new ApiError(500, '500: Internal Server Error', 'oops'));
    expect(failure).toMatchObject({ kind: 'other', message: '500: Internal Server Error' });
    expect(getFeedbackFailure(new TypeError('Failed to fetch')).message).toBe('Failed to fetch');
  });
});

describe('daily limit reset', () => {
  it('counts the seconds to the next local midnight', () => {
    expect(getSecondsUntilLocalMidnight(new Date(2025, 2, 14, 23, 59, 30))).toBe(30);
    expect(getSecondsUntilLocalMidnight(new Date(2025, 2, 14, 0, 0, 0))).toBe(86_400);
  });
});

describe('countdown text', () => {
  it('reads m:ss under an hour and hours and minutes above', () => {
    expect(formatCountdown(119)).toBe('1:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(3 * 3600 + 12 * 60 + 5)).toBe('3 h 12 min');
  });
});
