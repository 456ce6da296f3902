import { ACCOUNT_ERROR_CODES } from '@common/account/account-error-codes';
import { ApiError } from '@app/lib/api-client';

function bodyOf(error: unknown): { message?: string; code?: string } {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null)
    return {};
  const body = error.body as { message?: unknown; code?: unknown };
  return {
    message: typeof body.message === 'string' ? body.message : undefined,
    code: typeof body.code === 'string' ? body.code : undefined,
  };
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** Sign-up failures, worded as spec 8 ('Registration Issue'). */
export function signUpErrorMessage(error: unknown): string {
  const { message = '', code } = bodyOf(error);
  if (
    code === ACCOUNT_ERROR_CODES.emailTaken ||
    /already registered|email.*in use/i.test(message)
  ) {
    return 'This email is already registered. Please log in instead.';
  }
  if (statusOf(error) === 429 || message.includes('over_email_send_rate_limit')) {
    return 'Too many signup attempts. Please try again later.';
  }
  if (code === ACCOUNT_ERROR_CODES.usernameTaken || message.includes('already exists')) {
    return 'This username is already taken. Please choose another.';
  }
  // The server's own validation text says what to fix (Podium answers 409, not 400, for a taken address).
  if (statusOf(error) === 400 && message) return message;
  return 'Failed to create account. Please try again.';
}

export function signInErrorMessage(error: unknown): string {
  const status = statusOf(error);
  const { message } = bodyOf(error);
  if (status === 401) return 'Invalid email or password.';
  if (status === 429 && message) return message;
  return 'Failed to sign in. Please try again.';
}

/** Resend Verification Email failures (spec 8, Verification). */
export function resendErrorMessage(error: unknown): string {
  const { message = '' } = bodyOf(error);
  if (statusOf(error) === 429) {
    return 'Rate limit exceeded. Please wait a few minutes before trying again.';
  }
  if (/invalid/i.test(message) && /email/i.test(message)) {
    return 'The email address appears to be invalid. Please verify it is correct.';
  }
  if (message === 'Your email address is already verified.') return message;
  return 'Failed to resend the verification email. Please try again.';
}

/** Test Email System failures: the server's error, else the spec's fallback. */
export function testEmailErrorMessage(error: unknown): string {
  const { message } = bodyOf(error);
  if (statusOf(error) === 429) {
    return 'Rate limit exceeded. Please wait a few minutes before trying again.';
  }
  return message ?? 'Failed to test email sending. This indicates a server issue.';
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
