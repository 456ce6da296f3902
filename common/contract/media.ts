import * as z from 'zod';

/** GET /media/{speechId}?exp=&sig=: a signed, expiring link to a recording (speech `audioUrl`). */
export const mediaParamsSchema = z.object({ speechId: z.coerce.number().int().positive() });
export const mediaQuerySchema = z.object({
  exp: z.coerce.number().int().positive('The media link is incomplete.'),
  sig: z.string().min(1, 'The media link is incomplete.'),
});
