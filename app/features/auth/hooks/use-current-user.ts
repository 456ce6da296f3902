import type { UserDto } from '@common/contract/user';
import { useSession } from '../api/get-session';

/** The signed-in user (guest or account), or null. */
export function useCurrentUser(): UserDto | null {
  return useSession().data?.user ?? null;
}
