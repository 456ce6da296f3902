import type { UserDto } from '@common/contract/user';
import type { UserRow } from '../db/schema';

export function presentUser(user: UserRow): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.isGuest ? null : user.email,
    supabaseId: user.supabaseId,
    guestId: user.guestId,
    isGuest: user.isGuest === 1,
    isPro: user.isPro === 1,
    createdAt: user.createdAt,
  };
}
