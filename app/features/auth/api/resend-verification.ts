import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@app/lib/api-client';
import { VERIFIED_CALLBACK_URL } from './sign-up';

/** Resend Verification Email: to the signed-in account's own address. */
export function resendVerification(email: string): Promise<{ success: boolean; message: string }> {
  return apiRequest('POST', '/api/auth/send-verification-email', {
    email,
    callbackURL: VERIFIED_CALLBACK_URL,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
