import * as z from 'zod';

/** Every 4xx/5xx body: `{status, message}` plus optional fields. */
export const errorBodySchema = z.looseObject({
  status: z.number().int(),
  message: z.string(),
  isRateLimit: z.boolean().optional(),
  retryAfter: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
