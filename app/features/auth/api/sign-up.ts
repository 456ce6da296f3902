import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpBody } from '@common/contract/account';
import type { SessionResponse } from '@common/contract/user';
import { apiRequest } from '@app/lib/api-client';
import { rememberSession } from './get-session';

/** Where the verification e-mail's link returns to (spec 2). */
export const VERIFIED_CALLBACK_URL = '/login?verified=true';

/**
 * The account, unverified, and signed in; the server sends the verification
 * e-mail. From a guest's session the guest becomes the account.
 */
export async function signUp(form: Omit<SignUpBody, 'callbackURL'>): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('POST', '/api/auth/sign-up/email', {
    email: form.email.trim(),
    username: form.username.trim(),
    password: form.password,
    callbackURL: VERIFIED_CALLBACK_URL,
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      // Whatever a guest had cached belongs to the account now; start clean.
      queryClient.clear();
      rememberSession(queryClient, session);
    },
  });
}
