import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@common/contract/user';
import { apiRequest } from '@app/lib/api-client';
import { rememberSession } from './get-session';

export interface SignInForm {
  email: string;
  password: string;
}

/** E-mail and password; an unverified account is signed in and sees the verification screen. */
export function signIn(form: SignInForm): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('POST', '/api/auth/sign-in/email', {
    email: form.email.trim(),
    password: form.password,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.clear();
      rememberSession(queryClient, session);
    },
  });
}
