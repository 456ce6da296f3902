import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { LISTS } from '@common/constants';
import type { UserDto } from '@common/contract/user';
import { preferEarly } from '../first-paint/early-responses';
import { firstScreenAt } from '../first-paint/first-screen';
import {
  getCloudFeedbackPath,
  getCloudFeedbackQueryOptions,
} from '../features/feedback-history/api/get-cloud-feedback';
import {
  getUserFeedbackPath,
  getUserFeedbackQueryOptions,
} from '../features/feedback-history/api/get-user-feedback';
import {
  DAILY_PROMPT_PATH,
  getDailyPromptQueryOptions,
} from '../features/prompts/api/get-daily-prompt';
import {
  ALL_FEEDBACK_LIMIT,
  cloudFeedbackLimit,
  PROGRESS_SPEECHES,
} from '../features/progress/lib/progress-queries';
import {
  getUserSpeechesPath,
  getUserSpeechesQueryOptions,
  RECENT_SPEECHES,
} from '../features/speeches/api/get-user-speeches';
import { getStoredUser } from '../lib/storage';

/** One request of a first screen: its path and how to prefetch it under the screen's key. */
export interface FirstScreenQuery {
  path: string;
  queryKey: QueryKey;
  prefetch: (client: QueryClient) => Promise<void>;
}

function firstScreenQuery<T, K extends QueryKey>(
  path: string,
  options: FetchQueryOptions<T, Error, T, K>,
): FirstScreenQuery {
  const { queryFn } = options;
  return {
    path,
    queryKey: options.queryKey,
    prefetch: (client) =>
      client.prefetchQuery(
        typeof queryFn === 'function'
          ? { ...options, queryFn: preferEarly(path, queryFn) }
          : options,
      ),
  };
}

/** The queries Home or Progress (History) make first, with the keys the screens use. */
export function getFirstScreenQueries(pathname: string, user: UserDto): FirstScreenQuery[] {
  const screen = firstScreenAt(pathname);
  if (screen === 'home') {
    return [
      firstScreenQuery(DAILY_PROMPT_PATH, getDailyPromptQueryOptions()),
      firstScreenQuery(
        getUserSpeechesPath(user.id, RECENT_SPEECHES.limit),
        getUserSpeechesQueryOptions(user.id, RECENT_SPEECHES),
      ),
    ];
  }
  if (screen !== 'history') return [];
  const history = LISTS.feedbackHistoryDefault;
  const queries: FirstScreenQuery[] = [
    firstScreenQuery(
      getUserSpeechesPath(user.id, PROGRESS_SPEECHES.limit),
      getUserSpeechesQueryOptions(user.id, PROGRESS_SPEECHES),
    ),
    firstScreenQuery(
      getUserFeedbackPath(user.id, history),
      getUserFeedbackQueryOptions(user.id, history),
    ),
    firstScreenQuery(
      getUserFeedbackPath(user.id, ALL_FEEDBACK_LIMIT),
      getUserFeedbackQueryOptions(user.id, ALL_FEEDBACK_LIMIT),
    ),
  ];
  // A guest's feedback stays on the device: there is no cloud list to ask for.
  if (user.supabaseId && !user.isGuest) {
    const limit = cloudFeedbackLimit(history);
    queries.push(
      firstScreenQuery(
        getCloudFeedbackPath(user.supabaseId, limit),
        getCloudFeedbackQueryOptions(user.supabaseId, limit),
      ),
    );
  }
  return queries;
}

/**
 * Starts the requests a returning speaker's first screen makes alongside the
 * session check, instead of after the screen's code has loaded and rendered:
 * on a phone each is a round trip before the page shows its content. Answers
 * the first-paint script already asked for are used as they arrive. The stored
 * user names them; if it is stale, the prefetch fails quietly and the screen
 * asks again. Resolves when every request has settled.
 */
export async function prefetchFirstScreenData(
  client: QueryClient,
  pathname: string,
): Promise<void> {
  const user = getStoredUser();
  if (!user) return;
  await Promise.all(getFirstScreenQueries(pathname, user).map((query) => query.prefetch(client)));
}
