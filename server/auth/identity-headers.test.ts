import { describe, expect, it } from 'vitest';
import { mismatchedIdentityHeader } from './identity-headers';

const guest = { id: 7, supabaseId: 'auth-7', guestId: 'guest-abc', isGuest: 1 as const };
const member = { id: 9, supabaseId: 'auth-9', guestId: 'old-guest', isGuest: 0 as const };

describe('identity headers', () => {
  it('accepts headers that name the session user, or none', () => {
    expect(mismatchedIdentityHeader({}, guest)).toBeNull();
    expect(
      mismatchedIdentityHeader(
        { 'x-user-id': '7', 'x-supabase-id': 'auth-7', 'x-guest-id': 'guest-abc' },
        guest,
      ),
    ).toBeNull();
    expect(mismatchedIdentityHeader({ 'x-guest-id': 'GUEST-ABC' }, guest)).toBeNull();
  });

  it('names the header that points at another user', () => {
    expect(mismatchedIdentityHeader({ 'x-user-id': '8' }, guest)).toBe('X-User-Id');
    expect(mismatchedIdentityHeader({ 'x-supabase-id': 'auth-8' }, guest)).toBe('X-Supabase-Id');
    expect(mismatchedIdentityHeader({ 'x-guest-id': 'someone-else' }, guest)).toBe('X-Guest-Id');
  });

  it('ignores a leftover guest id once the user has an account', () => {
    expect(mismatchedIdentityHeader({ 'x-guest-id': 'any-old-guest' }, member)).toBeNull();
    expect(mismatchedIdentityHeader({ 'x-user-id': '7' }, member)).toBe('X-User-Id');
  });
});
