import { describe, expect, it } from 'vitest';
import { guestUser, memberUser } from '../test/fixtures';
import { getFirstScreenQueries } from '../routes/first-screen-data';
import { firstScreenAt, firstScreenPaths, paintableFirstScreen } from './first-screen';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('first screens', () => {
  it('are Home at / and /home and Progress at /history', () => {
    expect(firstScreenAt('/')).toBe('home');
    expect(firstScreenAt('/home')).toBe('home');
    expect(firstScreenAt('/history')).toBe('history');
    expect(firstScreenAt('/settings')).toBeNull();
    expect(firstScreenAt('/feedback/3')).toBeNull();
  });

  it('are painted early only for a returning speaker past the onboarding, History tab only', () => {
    const returning = { onboardingSeen: true, user: guestUser };
    expect(paintableFirstScreen(at('/'), returning)).toBe('home');
    expect(paintableFirstScreen(at('/history'), returning)).toBe('history');
    expect(paintableFirstScreen(at('/history', '?tab=stats'), returning)).toBeNull();
    expect(paintableFirstScreen(at('/'), { onboardingSeen: false, user: guestUser })).toBeNull();
    expect(paintableFirstScreen(at('/'), { onboardingSeen: true, user: null })).toBeNull();
  });

  it('ask early for exactly what the screens ask for, with no cloud list for guests', () => {
    for (const user of [guestUser, memberUser]) {
      for (const [path, screen] of [
        ['/', 'home'],
        ['/history', 'history'],
      ] as const) {
        expect(firstScreenPaths(screen, user).sort()).toEqual(
          getFirstScreenQueries(path, user)
            .map((query) => query.path)
            .sort(),
        );
      }
    }
    expect(firstScreenPaths('history', guestUser).some((p) => p.includes('supabase'))).toBe(false);
    expect(firstScreenPaths('history', memberUser)).toContain(
      '/api/supabase-feedback/auth-ann?limit=10',
    );
  });
});
