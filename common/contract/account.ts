import * as z from 'zod';
import { ACCOUNT } from '../constants';

/** Spec 8 (Verification): the text for an address that is not one. */
export const INVALID_EMAIL_MESSAGE =
  'The email address appears to be invalid. Please verify it is correct.';

const email = z
  .string()
  .trim()
  .max(254, 'Email must be 254 characters or less.')
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

/** Length and shape are checked by validateUsername (common/account/validation.ts). */
const username = z.string().trim();

/** POST /api/auth/sign-up/email: the auth provider's sign-up with the username of spec 7. */
export const signUpBodySchema = z.object({
  email,
  username,
  password: z
    .string()
    .min(ACCOUNT.passwordMinLength, 'Password must be at least 6 characters long.')
    .max(128, 'Password must be 128 characters or less.'),
  /** Accepted for compatibility; the server always sends the link back to /login?verified=true. */
  callbackURL: z.string().optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** POST /api/auth/sign-in/email */
export const signInBodySchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email.'),
  password: z.string().min(1, 'Please enter your password.').max(128),
});

/** POST /api/auth/sign-in/social: starts Google sign-in (better-auth's endpoint). */
export const socialSignInBodySchema = z.looseObject({
  provider: z.string(),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
});
/** The provider's address the browser goes to next. */
export const socialSignInResponseSchema = z.object({ url: z.string(), redirect: z.boolean() });
export type SocialSignInResponse = z.infer<typeof socialSignInResponseSchema>;

/** POST /api/auth/send-verification-email (resend) */
export const resendVerificationBodySchema = z.object({
  email: email.optional(),
  callbackURL: z.string().optional(),
});

/** POST /api/test-verification-email */
export const testEmailBodySchema = z.object({ email: email.optional() });
export const testEmailResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;

/** POST /api/users (spec 7) */
export const createUserBodySchema = z.object({
  username: username.optional(),
  email: z.string().nullish(),
  supabaseId: z.string().nullish(),
  isGuest: z.boolean().optional(),
  isPro: z.boolean().optional(),
});

/** PATCH /api/users/{id} (spec 7) */
export const updateUserBodySchema = z.object({ username });

/** GET /api/auth-config: what the login screen and Settings need to know about this server. */
export const authConfigSchema = z.object({
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  googleSignIn: z.boolean(),
  /** Where Upgrade to Pro, Contact Support and Send Feedback write to. */
  supportEmail: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
