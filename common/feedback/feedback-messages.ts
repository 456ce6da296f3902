// No zod here: the client imports these texts and should not pay for the schemas.

/** Every message the feedback endpoints send; `classifyFeedbackError` sorts each one. */
export const FEEDBACK_MESSAGES = {
  generated: 'Feedback generated',
  fromCache: 'Retrieved Existing Feedback',
  missing: 'Speech data or analysis is missing. Please try again.',
  tooShort: (minSec: number) =>
    `This recording is too short for feedback. Please speak for at least ${minSec} seconds to get meaningful feedback.`,
  notEnoughSpeech: (minSec: number) =>
    `There is not enough clear speech in this recording for feedback. Please speak for at least ${minSec} seconds to get meaningful feedback.`,
  cooldown: (seconds: number) =>
    `Hang tight! We're already generating feedback for this speech. Please try again in ${seconds} seconds.`,
  dailyLimit: (limit: number) =>
    `You've reached your daily limit of ${limit} feedback${limit === 1 ? '' : 's'}. Your limit resets at midnight, so try again tomorrow.`,
  guestLimit: (limit: number) =>
    `You've reached the guest usage limit of ${limit} feedback${limit === 1 ? '' : 's'} today. Create a free account to get more feedback every day.`,
  unavailable: 'The feedback service is temporarily unavailable. Please try again later.',
  linguisticGenerated: 'Linguistic feedback generated',
} as const;
