import * as z from 'zod';

/** GET /api/prompts/daily[?userId=&refresh=true&timestamp=] */
export const dailyPromptQuerySchema = z.object({
  userId: z.coerce.number().int().optional(),
  refresh: z.enum(['true', 'false']).optional(),
  timestamp: z.coerce.number().optional(),
});

export const dailyPromptResponseSchema = z.object({
  text: z.string(),
  /** Refreshes left today, for display; the server enforces the limit. */
  refreshesLeft: z.number().int().optional(),
});
export type DailyPromptResponse = z.infer<typeof dailyPromptResponseSchema>;
