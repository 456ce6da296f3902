import type { ErrorCode } from '@common/errors/error-codes';
import { ApiError } from '@app/lib/api-client';

/** What a failed auth request tells: the server's code and words, and the status. */
interface Failure {
  code: ErrorCode | undefined;
  status: number | undefined;
  message: string;
}

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { code: undefined, status: undefined, message: '' };
  const body = error.body as { message?: unknown } | null;
  const message = typeof body === 'object' && typeof body?.message === 'string' ? body.message : '';
  return { code: error.code, status: error.status, message };
}

const EMAIL_TAKEN = 'This email is already registered. Please log in instead.';
const TOO_MANY_SIGNUPS = 'Too many signup attempts. Please try again later.';
const USERNAME_TAKEN = 'This username is already taken. Please choose another.';
const SIGN_UP_FAILED = 'Failed to create account. Please try again.';
const INVALID_CREDENTIALS = 'Invalid email or password.';
const SIGN_IN_FAILED = 'Failed to sign in. Please try again.';
const MAIL_RATE_LIMIT = 'Rate limit exceeded. Please wait a few minutes before trying again.';
const INVALID_EMAIL = 'The email address appears to be invalid. Please verify it is correct.';
const RESEND_FAILED = 'Failed to resend the verification email. Please try again.';
const TEST_EMAIL_FAILED = 'Failed to test email sending. This indicates a server issue.';

/**
 * Sign-up failures, worded as spec 8 ('Registration Issue'): by the server's
 * code; by the spec's patterns from a server that sends none.
 */
export function signUpErrorMessage(error: unknown): string {
  const { code, status, message } = failureOf(error);
  if (code) {
    switch (code) {
      case 'email_taken':
        return EMAIL_TAKEN;
      case 'rate_limited':
        return TOO_MANY_SIGNUPS;
      case 'username_taken':
        return USERNAME_TAKEN;
      // The server's own validation text says what to fix.
      case 'invalid_input':
      case 'invalid_email':
      case 'bad_request':
        return message || SIGN_UP_FAILED;
      default:
        return SIGN_UP_FAILED;
    }
  }
  if (/already registered|email.*in use/i.test(message)) return EMAIL_TAKEN;
  if (status === 429 || message.includes('over_email_send_rate_limit')) return TOO_MANY_SIGNUPS;
  if (message.includes('already exists')) return USERNAME_TAKEN;
  // Podium answers 409, not the spec's 400, for a taken address: a 400 says what to fix.
  if (status === 400 && message) return message;
  return SIGN_UP_FAILED;
}

export function signInErrorMessage(error: unknown): string {
  const { code, status, message } = failureOf(error);
  if (code ? code === 'invalid_credentials' : status === 401) return INVALID_CREDENTIALS;
  if ((code ? code === 'rate_limited' : status === 429) && message) return message;
  return SIGN_IN_FAILED;
}

/** Resend Verification Email failures (spec 8, Verification). */
export function resendErrorMessage(error: unknown): string {
  const { code, status, message } = failureOf(error);
  if (code) {
    switch (code) {
      case 'rate_limited':
        return MAIL_RATE_LIMIT;
      case 'invalid_email':
        return INVALID_EMAIL;
      case 'email_already_verified':
        return message || RESEND_FAILED;
      default:
        return RESEND_FAILED;
    }
  }
  if (status === 429) return MAIL_RATE_LIMIT;
  if (/invalid/i.test(message) && /email/i.test(message)) return INVALID_EMAIL;
  if (message === 'Your email address is already verified.') return message;
  return RESEND_FAILED;
}

/** Test Email System failures: the server's error, else the spec's fallback. */
export function testEmailErrorMessage(error: unknown): string {
  const { code, status, message } = failureOf(error);
  if (code ? code === 'rate_limited' : status === 429) return MAIL_RATE_LIMIT;
  return message || TEST_EMAIL_FAILED;
}

/** The callback screen's message for an `error` the server put in the address. */
export function callbackErrorMessage(code: string | null): string {
  switch (code) {
    case 'account_not_linked':
      return 'This email already has a Podium account that is not verified. Verify it from the email we sent, then sign in.';
    case 'access_denied':
      return 'Google sign-in was cancelled.';
    default:
      return 'Failed to complete authentication. Please try again.';
  }
}
