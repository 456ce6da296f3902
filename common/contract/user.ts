import * as z from 'zod';

export const userDtoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  supabaseId: z.string().nullable(),
  guestId: z.string().nullable(),
  isGuest: z.boolean(),
  isPro: z.boolean(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** {userId} of the lists of one user: /api/speeches/user/{userId}, /api/feedback/user/{userId} */
export const userIdParamsSchema = z.object({
  userId: z.coerce.number().int('userId must be a number.'),
});

/** {id} of PATCH /api/users/{id} */
export const userParamsSchema = z.object({
  id: z.coerce.number().int('User id must be a number.'),
});

/**
 * {supabaseId}: the auth identity's id (DESIGN 1 keeps the spec's name), of
 * /api/users/supabase/{supabaseId} and /api/supabase-feedback/{supabaseId}.
 */
export const supabaseIdParamsSchema = z.object({ supabaseId: z.string().min(1).max(200) });

/** POST /api/guest-login */
export const guestLoginBodySchema = z.object({
  guestId: z
    .string()
    .trim()
    .min(8, 'guestId must be at least 8 characters.')
    .max(100, 'guestId must be 100 characters or less.')
    .regex(/^[A-Za-z0-9_-]+$/, 'guestId may hold letters, digits, - and _ only.'),
});

/** GET /api/session: who the session cookie belongs to. */
export const sessionResponseSchema = z.object({
  user: userDtoSchema.nullable(),
  emailVerified: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
