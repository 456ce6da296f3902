import * as z from 'zod';
import { coachingModeSchema } from './feedback';

/**
 * GET /api/prompts/daily[?userId=&timestamp=]. `refresh=true` is the spec's
 * way to ask for another prompt, kept for its clients; POST
 * /api/prompts/daily/refresh is the safe one (docs/decisions/0010).
 */
export const dailyPromptQuerySchema = z.object({
  userId: z.coerce.number().int().optional(),
  refresh: z.enum(['true', 'false']).optional(),
  timestamp: z.coerce.number().optional(),
  /** A practice mode's prompt bank (issue 13); absent is the spec's daily corpus. */
  mode: coachingModeSchema.optional(),
});

/** POST /api/prompts/daily/refresh: another prompt, counted against the daily limit. */
export const refreshPromptBodySchema = z
  .object({ userId: z.coerce.number().int().optional(), mode: coachingModeSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type RefreshPromptBody = z.input<typeof refreshPromptBodySchema>;

export const dailyPromptResponseSchema = z.object({
  text: z.string(),
  /** Refreshes left today, for display; the server enforces the limit. */
  refreshesLeft: z.number().int().optional(),
  /** The bank the prompt came from: `general` unless a mode was asked for. */
  mode: coachingModeSchema.optional(),
});
export type DailyPromptResponse = z.infer<typeof dailyPromptResponseSchema>;
