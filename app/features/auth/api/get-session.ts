import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@common/contract/user';
import { apiRequest } from '@app/lib/api-client';
import { clearGuestId, clearStoredUser, getGuestId, setStoredUser } from '@app/lib/storage';
import { sessionKeys } from './auth-keys';

export const SESSION_PATH = '/api/session';

/**
 * The local userData copy follows whatever the server says, so identity
 * headers agree with it. A guest who became an account leaves its guest id
 * behind: the next Explore as Guest starts a fresh guest.
 */
function storeSession(session: SessionResponse): void {
  const { user } = session;
  if (!user) {
    clearStoredUser();
    return;
  }
  if (!user.isGuest && user.guestId && user.guestId === getGuestId()) clearGuestId();
  const guestId = user.isGuest ? (user.guestId ?? getGuestId()) : null;
  setStoredUser({ ...user, guestId });
}

/** A session answer fetched elsewhere (the first-paint script's early request), kept like getSession's. */
export function adoptSession(session: SessionResponse): SessionResponse {
  storeSession(session);
  return session;
}

/** The auth check. The session cookie is the authority (DESIGN 1). */
export async function getSession(): Promise<SessionResponse> {
  // A 401 here just means "nobody is signed in".
  const session = (await apiRequest<SessionResponse>('GET', SESSION_PATH, undefined, {
    on401: 'returnNull',
  })) ?? { user: null, emailVerified: false };
  storeSession(session);
  return session;
}

/** After sign-up or sign-in: the answer is the new session, no second request needed. */
export function rememberSession(queryClient: QueryClient, session: SessionResponse): void {
  storeSession(session);
  queryClient.setQueryData<SessionResponse>(sessionKeys.current(), session);
}

export function getSessionQueryOptions() {
  return queryOptions({ queryKey: sessionKeys.current(), queryFn: getSession });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
