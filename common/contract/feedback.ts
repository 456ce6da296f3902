import * as z from 'zod';
import { COACHING_MODES } from '../constants';
import { errorBodySchema } from './error';

/**
 * Coaching feedback (issue 4): POST /api/feedback, POST /api/linguistic-feedback,
 * GET /api/feedback/user/{userId}, GET /api/supabase-feedback/{supabaseId}.
 *
 * The server builds feedback from the analysis it stored for the speech, never
 * from numbers the client sends (docs/decisions/0001-feedback-from-stored-analysis.md):
 * the spec's `transcript` and `metrics` body fields are accepted and ignored.
 */

// ---------------------------------------------------------------- POST /api/feedback

export const coachingModeSchema = z.enum(COACHING_MODES, {
  error: `coachingMode must be one of ${COACHING_MODES.join(', ')}.`,
});
export type CoachingMode = z.infer<typeof coachingModeSchema>;

/** A user id as the client sends it (number, or digits in a string); checked against the session. */
const claimedUserId = z
  .union([z.number().int(), z.string().max(100)])
  .nullable()
  .optional();

/**
 * The spec's body. Only `speechId` matters: it must name the caller's speech
 * with a completed analysis; a missing or malformed one is answered with
 * FEEDBACK_MESSAGES.missing.
 */
export const feedbackRequestSchema = z.object({
  userId: claimedUserId,
  speechId: z.union([z.number(), z.string()]).nullable().optional(),
  /** Ignored: the stored transcript is used. */
  transcript: z.string().max(200_000).nullable().optional(),
  /** Ignored: the stored analysis is used. {clarity, fillerWords, pace, pauses, confidence, duration} */
  metrics: z.looseObject({}).nullable().optional(),
  /**
   * Absent: the mode the speech was recorded in (`general` for spec clients,
   * whose speeches are all general). Present: coach in that mode.
   */
  coachingMode: coachingModeSchema.optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** The analysis page's four scores, each 0-10 with one decimal. */
export const pageScoresSchema = z.object({
  clarity: z.number(),
  confidence: z.number(),
  structure: z.number(),
  language: z.number(),
});
export type PageScores = z.infer<typeof pageScoresSchema>;

/** The stored record's four scores, each 0-100 (the Progress area shows them /10). */
export const dimensionScoresSchema = z.object({
  clarity: z.number(),
  pacing: z.number(),
  confidence: z.number(),
  delivery: z.number(),
});
export type DimensionScores = z.infer<typeof dimensionScoresSchema>;
export type Dimension = keyof DimensionScores;

/** One of the speaker's own sentences, and how to say it better. */
export const rewriteSchema = z.object({
  original: z.string(),
  improved: z.string(),
  explanation: z.string(),
  /** Seconds into the recording where the original sentence starts; null when unknown. */
  time: z.number().nullable().optional(),
});
export type Rewrite = z.infer<typeof rewriteSchema>;

export const drillSchema = z.object({
  title: z.string(),
  /** What the drill trains. */
  focus: z.enum(['clarity', 'pacing', 'confidence', 'delivery', 'structure', 'language']),
  minutes: z.number(),
  steps: z.array(z.string()),
  /** Why this speaker got this drill. */
  why: z.string(),
});
export type Drill = z.infer<typeof drillSchema>;

export const fillerUseSchema = z.object({
  word: z.string(),
  count: z.number().int(),
  /** Seconds into the recording of each use. */
  times: z.array(z.number()),
});
export type FillerUse = z.infer<typeof fillerUseSchema>;

/** One part of a mode's structure (Situation, Problem, Turn...), found in the speech or not. */
export const rubricPartSchema = z.object({
  key: z.string(),
  label: z.string(),
  found: z.boolean(),
  /** The speaker's words where the part was found; null when missing. */
  quote: z.string().nullable(),
  /** Seconds into the recording of that quote; null when missing. */
  time: z.number().nullable(),
  /** What the part is for, or how to add it when missing. */
  advice: z.string(),
});
export type RubricPart = z.infer<typeof rubricPartSchema>;

/** The practice mode's rubric (issue 13): its structure, part by part, and its length guidance. */
export const modeRubricSchema = z.object({
  mode: coachingModeSchema,
  /** The structure's name ('STAR answer'). */
  name: z.string(),
  /** One sentence naming what was found and what is missing. */
  summary: z.string(),
  parts: z.array(rubricPartSchema),
  length: z.object({
    durationSec: z.number(),
    /** The mode's target, seconds; null when it has none on that side. */
    minSec: z.number().nullable(),
    maxSec: z.number().nullable(),
    verdict: z.enum(['short', 'within', 'long', 'none']),
    text: z.string(),
  }),
});
export type ModeRubric = z.infer<typeof modeRubricSchema>;

/** The feedback card's Coach Breakdown accordion. */
export const coachBreakdownSchema = z.object({
  structureAndFlow: z.string(),
  vocalDelivery: z.string(),
  messageImpact: z.string(),
  languageAndPrecision: z.string(),
});
export type CoachBreakdown = z.infer<typeof coachBreakdownSchema>;

export const feedbackBodySchema = z.object({
  /** Two or three sentences on the speech as a whole. */
  overview: z.string(),
  /** A short label for the speech ("Clear but rushed"). */
  summaryTag: z.string(),
  strengths: z.array(z.string()),
  /** The spec's "areas to improve". */
  improvements: z.array(z.string()),
  practiceTips: z.array(z.string()),
  /** One line per drill ("Title: what to do"), for the share card and lists. */
  practiceDrills: z.array(z.string()),
  /** The same drills with their steps. */
  drills: z.array(drillSchema),
  coachNote: z.string(),
  fillerWords: z.array(fillerUseSchema),
  rewrites: z.array(rewriteSchema),
  emotionalReflection: z.string(),
  /** Pro accounts only; empty for everyone else. */
  advancedTips: z.array(z.string()),
  coachBreakdown: coachBreakdownSchema,
  /** The weakest of the four dimensions: what the drills train. */
  focus: z.enum(['clarity', 'pacing', 'confidence', 'delivery']),
  /** The stored record's scores, 0-100. */
  dimensionScores: dimensionScoresSchema,
  /** The practice mode's structure check; absent in `general` and in feedback stored before modes. */
  rubric: modeRubricSchema.nullable().optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** Plain-words explanation of each page score. */
export const scoreExplanationsSchema = z.object({
  clarityExplanation: z.string(),
  structureExplanation: z.string(),
  confidenceExplanation: z.string(),
  languageExplanation: z.string(),
});
export type ScoreExplanations = z.infer<typeof scoreExplanationsSchema>;

export const accountTypeSchema = z.enum(['guest', 'free', 'pro']);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const feedbackUsageInfoSchema = z.object({
  fromCache: z.boolean(),
  isShortRecording: z.boolean(),
  /** Seconds until a running generation's lock expires; 0 when none. */
  cooldownRemaining: z.number().int(),
  accountType: accountTypeSchema,
  dailyLimit: z.number().int(),
  usedToday: z.number().int(),
  remainingToday: z.number().int(),
});
export type FeedbackUsageInfo = z.infer<typeof feedbackUsageInfoSchema>;

/** 200 from POST /api/feedback (fresh or from the cache). */
export const feedbackResponseSchema = z.object({
  feedback: feedbackBodySchema,
  scores: pageScoresSchema,
  metrics: scoreExplanationsSchema,
  fromCache: z.boolean(),
  message: z.string(),
  cooldownRemaining: z.number().int(),
  isShortRecording: z.boolean(),
  usageInfo: feedbackUsageInfoSchema,
  /** The stored record. */
  id: z.number().int(),
  speechId: z.number().int(),
  modelUsed: z.string(),
  usedFallback: z.boolean(),
  coachingMode: coachingModeSchema,
  createdAt: z.string(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

/**
 * 4xx/5xx from POST /api/feedback: the usual `{status, message, code}`, `error` with
 * the same text (the spec's `{error, usageInfo}`), and the fields the
 * classifier reads. Statuses: 400 missing speech or analysis / bad body,
 * 401 no session, 403 someone else's userId, 404 someone else's or no such speech,
 * 422 too short (isShortRecording), 429 cooldown (cooldownRemaining, Retry-After),
 * 429 daily or guest limit (guest: isRateLimit), 503 service unavailable.
 */
export const feedbackErrorResponseSchema = errorBodySchema.extend({
  error: z.string().optional(),
  isShortRecording: z.boolean().optional(),
  cooldownRemaining: z.number().int().optional(),
  usageInfo: feedbackUsageInfoSchema.optional(),
});

// ---------------------------------------------------------------- stored record

/**
 * The stored feedback record as GET /api/feedback/user/{userId} returns it:
 * spec section 3's fields, lists as JSON text. `coachBreakdown` (JSON text of
 * CoachBreakdown) and `emotionalReflection` are Podium's additions.
 */
export const feedbackRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  speechId: z.number().int().nullable(),
  summaryTag: z.string(),
  clarityScore: z.number(),
  pacingScore: z.number(),
  confidenceScore: z.number(),
  deliveryScore: z.number(),
  /** JSON text: string[]. */
  strengths: z.string(),
  /** JSON text: string[]. */
  areasToImprove: z.string(),
  /** JSON text: string[]. */
  actionableTips: z.string(),
  /** JSON text: string[]; null when absent. */
  actionableDrills: z.string().nullable(),
  /** JSON text: Rewrite[]; null when absent. */
  rewriteSuggestions: z.string().nullable(),
  overallFeedback: z.string(),
  modelUsed: z.string(),
  usedFallback: z.boolean(),
  createdAt: z.string(),
  coachingMode: z.string(),
  /** JSON text: CoachBreakdown; null when absent. */
  coachBreakdown: z.string().nullable().optional(),
  emotionalReflection: z.string().nullable().optional(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

export const feedbackHistoryResponseSchema = z.array(feedbackRecordSchema);

/** `?limit=N` of both history endpoints. */
export const feedbackHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

// ---------------------------------------------------------------- displayed form

/** Spec section 3 'Feedback as displayed (mapped)' (common/feedback/map-feedback.ts). */
export const displayedFeedbackSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  summary_tag: z.string(),
  /** Each 0-10: the server's score / 10. */
  scores: z.object({
    clarity: z.number(),
    pacing: z.number(),
    confidence: z.number(),
    delivery: z.number(),
  }),
  breakdown: z.object({ strengths: z.array(z.string()), weaknesses: z.array(z.string()) }),
  examples_and_rewrites: z.array(
    z.object({ original: z.string(), improved: z.string(), explanation: z.string() }),
  ),
  tips: z.array(z.string()),
  actionable_drills: z.array(z.string()),
  emotional_reflection: z.string(),
  coach_notes: z.string(),
  coaching_mode: z.string(),
  created_at: z.string(),
  audio_url: z.string().optional(),
  speech_data: z.object({
    speechId: z.number().int().nullable(),
    modelUsed: z.string(),
    usedFallback: z.boolean(),
  }),
  /** Podium's addition: the Coach Breakdown accordion, when the record has it. */
  coach_breakdown: coachBreakdownSchema.optional(),
});
export type DisplayedFeedback = z.infer<typeof displayedFeedbackSchema>;

/** GET /api/supabase-feedback/{supabaseId}: the cloud list, already mapped, with audio links. */
export const cloudFeedbackResponseSchema = z.array(displayedFeedbackSchema);

// ---------------------------------------------------------------- linguistic feedback

/** POST /api/linguistic-feedback. `isPro` is ignored: the account decides. */
export const linguisticRequestSchema = z.object({
  userId: claimedUserId,
  transcript: z
    .string({ error: 'transcript is required.' })
    .trim()
    .min(1, 'transcript is required.')
    .max(200_000, 'transcript is too long.'),
  isPro: z.boolean().optional(),
  /** Optional: ties the transcript to the caller's speech (its grammar issues and times). */
  speechId: z.coerce.number().int().positive().optional(),
});
export type LinguisticRequest = z.input<typeof linguisticRequestSchema>;

export const correctionSchema = z.object({
  /** The words at fault, as in the transcript. */
  original: z.string(),
  suggestion: z.string(),
  reason: z.string(),
  /** Character offsets into the transcript. */
  start: z.number().int(),
  end: z.number().int(),
  /** Seconds into the recording; null when unknown. */
  time: z.number().nullable(),
  /** The sentence around it, so the correction reads in context. */
  context: z.string(),
  category: z.enum(['grammar', 'repetition', 'hedge', 'wording']),
});
export type Correction = z.infer<typeof correctionSchema>;

export const linguisticUsageInfoSchema = z.object({
  fromCache: z.boolean(),
  accountType: accountTypeSchema,
});

export const linguisticResponseSchema = z.object({
  corrections: z.array(correctionSchema),
  model_used: z.string(),
  usedFallback: z.boolean(),
  usageInfo: linguisticUsageInfoSchema,
  fromCache: z.boolean(),
  message: z.string(),
});
export type LinguisticResponse = z.infer<typeof linguisticResponseSchema>;
