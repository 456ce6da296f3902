import * as z from 'zod';
import { coachBreakdownSchema, drillSchema } from '@common/contract/feedback';

const line = z.string().trim().min(3).max(800);

/** What the model must answer for feedback. Scores are not asked for: they are measured. */
export const llmFeedbackSchema = z.object({
  summaryTag: z.string().trim().min(2).max(60),
  overview: z.string().trim().min(10).max(1500),
  strengths: z.array(line).min(1).max(5),
  improvements: z.array(line).min(1).max(5),
  practiceTips: z.array(line).min(2).max(6),
  drills: z.array(drillSchema).min(1).max(4),
  rewrites: z.array(z.object({ original: line, improved: line, explanation: line })).max(4),
  emotionalReflection: z.string().trim().min(10).max(1000),
  coachNote: z.string().trim().min(10).max(1500),
  coachBreakdown: coachBreakdownSchema,
  /** Only used for Pro accounts. */
  advancedTips: z.array(line).max(6),
});
export type LlmFeedback = z.infer<typeof llmFeedbackSchema>;

export const llmCorrectionsSchema = z.object({
  corrections: z
    .array(
      z.object({
        original: z.string().trim().min(1).max(300),
        suggestion: z.string().trim().max(300),
        reason: z.string().trim().min(3).max(500),
        category: z.enum(['grammar', 'repetition', 'hedge', 'wording']),
      }),
    )
    .max(40),
});
export type LlmCorrections = z.infer<typeof llmCorrectionsSchema>;

export const feedbackJsonSchema = z.toJSONSchema(llmFeedbackSchema) as Record<string, unknown>;
export const correctionsJsonSchema = z.toJSONSchema(llmCorrectionsSchema) as Record<
  string,
  unknown
>;
