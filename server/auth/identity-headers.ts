import type { UserRow } from '../db/schema';

type HeaderValue = string | string[] | undefined;

const first = (v: HeaderValue) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/**
 * The client still sends the spec's identity headers, but the session decides
 * who the caller is (DESIGN.md section 2). A header naming someone else is an
 * attempt to act as them: returns the name of the offending header, or null.
 *
 * X-Guest-Id is only compared for guests: the browser keeps its guest id after
 * the guest signs in to an account, and that stale id names nobody now. Like
 * guest-login, it ignores case: the id names the same guest in any case.
 */
export function mismatchedIdentityHeader(
  headers: Record<string, HeaderValue>,
  user: Pick<UserRow, 'id' | 'supabaseId' | 'guestId' | 'isGuest'>,
): string | null {
  const userId = first(headers['x-user-id']);
  if (userId !== undefined && userId !== String(user.id)) return 'X-User-Id';
  const supabaseId = first(headers['x-supabase-id']);
  if (supabaseId !== undefined && supabaseId !== user.supabaseId) return 'X-Supabase-Id';
  const guestId = first(headers['x-guest-id']);
  if (
    user.isGuest &&
    guestId !== undefined &&
    guestId.toLowerCase() !== user.guestId?.toLowerCase()
  )
    return 'X-Guest-Id';
  return null;
}
