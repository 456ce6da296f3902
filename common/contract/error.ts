import * as z from 'zod';
import { ERROR_CODES } from '../errors/error-codes';

export const errorCodeSchema = z.enum(ERROR_CODES);

/**
 * Every 4xx/5xx body: the spec's `{status, message}`, the machine-readable
 * `code` (common/errors/error-codes.ts) and optional fields.
 */
export const errorBodySchema = z.looseObject({
  status: z.number().int(),
  message: z.string(),
  code: errorCodeSchema,
  isRateLimit: z.boolean().optional(),
  retryAfter: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
