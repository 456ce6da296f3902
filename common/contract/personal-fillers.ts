import * as z from 'zod';

/**
 * The speaker's own fillers (issue 13): GET /api/personal-fillers,
 * POST /api/personal-fillers {phrase}, DELETE /api/personal-fillers/{id},
 * POST /api/personal-fillers/reanalyse. Limits: common/fillers/personal-fillers.ts.
 */

export const personalFillerSchema = z.object({
  id: z.number().int(),
  /** Lower case, single spaces. */
  phrase: z.string(),
  createdAt: z.string(),
});
export type PersonalFiller = z.infer<typeof personalFillerSchema>;

export const personalFillersResponseSchema = z.object({
  fillers: z.array(personalFillerSchema),
  /** How many phrases a speaker may keep, and how long each may be. */
  maxCount: z.number().int(),
  maxLength: z.number().int(),
  maxWords: z.number().int(),
});
export type PersonalFillersResponse = z.infer<typeof personalFillersResponseSchema>;

/** The server normalises and checks the phrase for clear messages; this only bounds the body. */
export const addPersonalFillerBodySchema = z.object({
  phrase: z.string({ error: 'phrase is required.' }).max(200, 'Keep it to 40 characters.'),
});
export type AddPersonalFillerBody = z.infer<typeof addPersonalFillerBodySchema>;

export const personalFillerIdParamsSchema = z.object({
  id: z.coerce.number().int().positive('Filler id must be a positive number.'),
});

/** POST /api/personal-fillers/reanalyse: the analysed speeches counted again. */
export const reanalyseFillersResponseSchema = z.object({ updated: z.number().int() });
export type ReanalyseFillersResponse = z.infer<typeof reanalyseFillersResponseSchema>;
