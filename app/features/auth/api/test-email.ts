import { useMutation } from '@tanstack/react-query';
import type { TestEmailResponse } from '@common/contract/account';
import { apiRequest } from '@app/lib/api-client';

/** Test Email System: a real test e-mail to the account's address (DESIGN 2). */
export function sendTestEmail(email: string): Promise<TestEmailResponse> {
  return apiRequest<TestEmailResponse>('POST', '/api/test-verification-email', { email });
}

export function useTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
