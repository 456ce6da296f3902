import type { SocialSignInResponse } from '@common/contract/account';
import { apiRequest } from '@app/lib/api-client';

/** The screen every redirect-based sign-in comes back to (spec 2). */
export const AUTH_CALLBACK_URL = '/auth/callback';

/**
 * Starts Google sign-in (or sign-up: a new Google account is made on the way):
 * the server answers with Google's address and the browser goes there. From a
 * guest's session, a new account keeps the guest's speeches.
 */
export async function signInWithGoogle(
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const { url } = await apiRequest<SocialSignInResponse>('POST', '/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: AUTH_CALLBACK_URL,
    errorCallbackURL: AUTH_CALLBACK_URL,
    newUserCallbackURL: AUTH_CALLBACK_URL,
  });
  go(url);
}
