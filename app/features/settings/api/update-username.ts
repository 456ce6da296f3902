import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, UserDto } from '@common/contract/user';
import { apiRequest } from '@app/lib/api-client';
import { setStoredUser } from '@app/lib/storage';
import { sessionKeys } from '@app/features/auth/public';

/** PATCH /api/users/{id} {username}; 409 when the name is taken (spec 7). */
export function updateUsername(input: { userId: number; username: string }): Promise<UserDto> {
  return apiRequest<UserDto>('PATCH', `/api/users/${input.userId}`, {
    username: input.username.trim(),
  });
}

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: (user) => {
      setStoredUser(user);
      queryClient.setQueryData<SessionResponse>(sessionKeys.current(), (session) =>
        session ? { ...session, user } : session,
      );
    },
  });
}
