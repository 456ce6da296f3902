import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@common/contract/user';
import { apiRequest } from '@app/lib/api-client';
import { clearStoredUser } from '@app/lib/storage';
import { sessionKeys } from './auth-keys';

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-out', {});
}

/** Sign out clears userData and cached data (spec 4); the caller redirects after 1 s. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearStoredUser();
      queryClient.clear();
      queryClient.setQueryData<SessionResponse>(sessionKeys.current(), {
        user: null,
        emailVerified: false,
      });
    },
  });
}
