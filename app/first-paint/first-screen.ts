import { LISTS } from '@common/constants';
import type { UserDto } from '@common/contract/user';
import { getCloudFeedbackPath } from '../features/feedback-history/api/get-cloud-feedback';
import { getUserFeedbackPath } from '../features/feedback-history/api/get-user-feedback';
import { ALL_FEEDBACK_LIMIT, cloudFeedbackLimit } from '../features/progress/lib/progress-queries';
import { DAILY_PROMPT_PATH } from '../features/prompts/api/get-daily-prompt';
import { getUserSpeechesPath } from '../features/speeches/api/get-user-speeches';

/** The screens a returning speaker most often opens the app on, painted before the app loads. */
export type FirstScreen = 'home' | 'history';

/** The screen at `pathname`, if it is one of the first screens. */
export function firstScreenAt(pathname: string): FirstScreen | null {
  if (pathname === '/' || pathname === '/home') return 'home';
  if (pathname === '/history') return 'history';
  return null;
}

/**
 * Whether the stored state lets the first screen be painted before the app
 * knows the session: the onboarding is done and a user is stored (the
 * session check confirms it; without one the app shows onboarding or login).
 * Only the History tab of Progress is painted.
 */
export function paintableFirstScreen(
  location: { pathname: string; search: string },
  stored: { onboardingSeen: boolean; user: UserDto | null },
): FirstScreen | null {
  if (!stored.onboardingSeen || !stored.user) return null;
  const screen = firstScreenAt(location.pathname);
  if (screen === 'history' && new URLSearchParams(location.search).get('tab') === 'stats') {
    return null;
  }
  return screen;
}

/**
 * The GET requests a first screen makes, by path: the first-paint script
 * starts them with the session check, and routes/first-screen-data.ts hands
 * their answers to the screens' queries (first-screen-data.test.ts checks the
 * two agree). Guests have no cloud list (their feedback stays on the device).
 */
export function firstScreenPaths(screen: FirstScreen, user: UserDto): string[] {
  if (screen === 'home') {
    return [DAILY_PROMPT_PATH, getUserSpeechesPath(user.id, LISTS.recentRecordings)];
  }
  const paths = [
    getUserSpeechesPath(user.id, LISTS.speechesFetchLimit),
    getUserFeedbackPath(user.id, LISTS.feedbackHistoryDefault),
    getUserFeedbackPath(user.id, ALL_FEEDBACK_LIMIT),
  ];
  if (user.supabaseId && !user.isGuest) {
    paths.push(
      getCloudFeedbackPath(user.supabaseId, cloudFeedbackLimit(LISTS.feedbackHistoryDefault)),
    );
  }
  return paths;
}
