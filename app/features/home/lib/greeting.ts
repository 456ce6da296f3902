import type { UserDto } from '@common/contract/user';

/** Home's greeting line. Also painted by the first-paint script before the app loads. */
export function getGreeting(user: Pick<UserDto, 'isGuest' | 'username'> | null): string {
  if (!user) return 'Welcome';
  return user.isGuest ? 'Welcome, guest' : `Welcome back, ${user.username}`;
}
