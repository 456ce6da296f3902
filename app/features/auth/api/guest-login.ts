import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, UserDto } from '@common/contract/user';
import { apiRequest } from '@app/lib/api-client';
import { getOrCreateGuestId, setStoredUser } from '@app/lib/storage';
import { sessionKeys } from './auth-keys';

/** Registers (or finds) the guest for this browser's persistent guest id; sets the session cookie. */
export async function guestLogin(): Promise<UserDto> {
  const guestId = getOrCreateGuestId();
  const user = await apiRequest<UserDto>('POST', '/api/guest-login', { guestId });
  const stored = { ...user, guestId: user.guestId ?? guestId };
  setStoredUser(stored);
  return stored;
}

export function useGuestLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guestLogin,
    onSuccess: (user) => {
      queryClient.setQueryData<SessionResponse>(sessionKeys.current(), {
        user,
        emailVerified: true,
      });
    },
  });
}
