import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from './feedback-messages';
import {
  classifyFeedbackError,
  feedbackCooldownSeconds,
  feedbackErrorInputFrom,
} from './feedback-error-kind';

describe('classifyFeedbackError', () => {
  it("sorts each of the server's messages into its spec kind", () => {
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.guestLimit(3))).toBe('guest-limit');
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.tooShort(30))).toBe('too-short');
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.notEnoughSpeech(30))).toBe('too-short');
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.cooldown(87))).toBe('cooldown');
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.dailyLimit(10))).toBe('daily-limit');
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.dailyLimit(1))).toBe('daily-limit');
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.unavailable)).toBe('service-unavailable');
    expect(classifyFeedbackError(FEEDBACK_MESSAGES.missing)).toBe('other');
  });

  it('recognises every phrase the spec lists', () => {
    expect(classifyFeedbackError('Recording is too short')).toBe('too-short');
    expect(classifyFeedbackError('Speak for at least 30 seconds')).toBe('too-short');
    expect(classifyFeedbackError('Below the minimum length')).toBe('too-short');
    expect(classifyFeedbackError('Not enough clear speech detected')).toBe('too-short');
    expect(classifyFeedbackError('Hang tight!')).toBe('cooldown');
    expect(classifyFeedbackError('We are already generating feedback')).toBe('cooldown');
    expect(classifyFeedbackError('Please try again in 40s')).toBe('cooldown');
    expect(classifyFeedbackError('\u23f3 one moment')).toBe('cooldown');
    expect(classifyFeedbackError('You have reached your daily limit')).toBe('daily-limit');
    expect(classifyFeedbackError('Usage limit exceeded')).toBe('daily-limit');
    expect(classifyFeedbackError('Please try again tomorrow')).toBe('daily-limit');
    expect(classifyFeedbackError('Service unavailable')).toBe('service-unavailable');
    expect(classifyFeedbackError('OpenAI API error')).toBe('service-unavailable');
    expect(classifyFeedbackError('The coach is unavailable')).toBe('service-unavailable');
    expect(classifyFeedbackError('Please try again later')).toBe('service-unavailable');
    expect(classifyFeedbackError('Something odd happened')).toBe('other');
    expect(classifyFeedbackError(undefined)).toBe('other');
  });

  it('reads the flags before the message', () => {
    expect(classifyFeedbackError({ isShortRecording: true, message: 'x' })).toBe('too-short');
    expect(classifyFeedbackError({ cooldownRemaining: 12, message: 'x' })).toBe('cooldown');
    expect(classifyFeedbackError({ cooldownRemaining: 0, message: 'x' })).toBe('other');
    expect(classifyFeedbackError({ error: 'Please try again tomorrow' })).toBe('daily-limit');
  });

  it('keeps the spec order when a message matches two kinds', () => {
    // A guest limit says "usage limit" too; too short wins over a cooldown flag.
    expect(classifyFeedbackError("You've reached the guest usage limit")).toBe('guest-limit');
    expect(classifyFeedbackError({ isShortRecording: true, cooldownRemaining: 5 })).toBe(
      'too-short',
    );
  });
});

describe('classifyFeedbackError with a code', () => {
  it('follows the code, whatever the words say', () => {
    expect(classifyFeedbackError({ code: 'guest_limit', message: 'Come back soon.' })).toBe(
      'guest-limit',
    );
    expect(classifyFeedbackError({ code: 'too_short', message: 'Say a little more.' })).toBe(
      'too-short',
    );
    expect(classifyFeedbackError({ code: 'cooldown', message: 'One moment.' })).toBe('cooldown');
    expect(classifyFeedbackError({ code: 'daily_limit', message: 'Hang tight!' })).toBe(
      'daily-limit',
    );
    expect(classifyFeedbackError({ code: 'service_unavailable', message: 'Oops.' })).toBe(
      'service-unavailable',
    );
  });

  it('sorts any other code as other, even when the words match a kind', () => {
    expect(classifyFeedbackError({ code: 'bad_request', message: 'Please try again later.' })).toBe(
      'other',
    );
    expect(classifyFeedbackError({ code: 'internal', message: 'The API is unavailable.' })).toBe(
      'other',
    );
  });

  it('falls back on the spec patterns for a code it does not know', () => {
    expect(classifyFeedbackError({ code: 'from_the_future', message: 'Hang tight!' })).toBe(
      'cooldown',
    );
  });

  it('reads the code from a raw "status: body" error text', () => {
    const error = new Error('429: {"status":429,"message":"Wait.","code":"cooldown"}');
    expect(classifyFeedbackError(feedbackErrorInputFrom(error))).toBe('cooldown');
  });
});

describe('feedbackCooldownSeconds', () => {
  it('prefers cooldownRemaining, then seconds in the message, then 120', () => {
    expect(
      feedbackCooldownSeconds({ cooldownRemaining: 42, message: 'try again in 9 seconds' }),
    ).toBe(42);
    expect(feedbackCooldownSeconds(FEEDBACK_MESSAGES.cooldown(87))).toBe(87);
    expect(feedbackCooldownSeconds('Hang tight, try again in 15s')).toBe(15);
    expect(feedbackCooldownSeconds('Hang tight!')).toBe(120);
    expect(feedbackCooldownSeconds(undefined)).toBe(120);
  });
});

describe('feedbackErrorInputFrom', () => {
  it('reads the body out of the request layer\'s "status: body" error', () => {
    const body = {
      status: 429,
      message: FEEDBACK_MESSAGES.cooldown(30),
      cooldownRemaining: 30,
    };
    const input = feedbackErrorInputFrom(new Error(`429: ${JSON.stringify(body)}`));
    expect(input).toEqual(body);
    expect(classifyFeedbackError(input)).toBe('cooldown');
    expect(feedbackCooldownSeconds(input)).toBe(30);
  });

  it('falls back to the text, and passes bodies through', () => {
    expect(feedbackErrorInputFrom(new Error('500: oops {'))).toEqual({ message: '500: oops {' });
    expect(feedbackErrorInputFrom('Hang tight')).toEqual({ message: 'Hang tight' });
    expect(feedbackErrorInputFrom({ isShortRecording: true })).toEqual({ isShortRecording: true });
    expect(feedbackErrorInputFrom(null)).toEqual({ message: '' });
  });
});
