import type { QueryClient } from '@tanstack/react-query';
import { LISTS } from '@common/constants';
import { getCloudFeedbackQueryOptions } from '../features/feedback-history/api/get-cloud-feedback';
import { getUserFeedbackQueryOptions } from '../features/feedback-history/api/get-user-feedback';
import { getDailyPromptQueryOptions } from '../features/prompts/api/get-daily-prompt';
import {
  ALL_FEEDBACK_LIMIT,
  cloudFeedbackLimit,
  PROGRESS_SPEECHES,
} from '../features/progress/hooks/use-progress-data';
import {
  getUserSpeechesQueryOptions,
  RECENT_SPEECHES,
} from '../features/speeches/api/get-user-speeches';
import { getStoredUser } from '../lib/storage';

/**
 * Starts the requests a returning speaker's first screen makes alongside the
 * session check, instead of after the screen's code has loaded and rendered:
 * on a phone each is a round trip before the page shows its content. The
 * stored user names them; if it is stale, the prefetch fails quietly and the
 * screen asks again. The keys are the ones the screens use.
 */
export function prefetchFirstScreenData(client: QueryClient, pathname: string): void {
  const user = getStoredUser();
  if (!user) return;
  if (pathname === '/' || pathname === '/home') {
    void client.prefetchQuery(getDailyPromptQueryOptions());
    void client.prefetchQuery(getUserSpeechesQueryOptions(user.id, RECENT_SPEECHES));
  } else if (pathname === '/history') {
    void client.prefetchQuery(getUserSpeechesQueryOptions(user.id, PROGRESS_SPEECHES));
    void client.prefetchQuery(getUserFeedbackQueryOptions(user.id, LISTS.feedbackHistoryDefault));
    void client.prefetchQuery(getUserFeedbackQueryOptions(user.id, ALL_FEEDBACK_LIMIT));
    if (user.supabaseId) {
      void client.prefetchQuery(
        getCloudFeedbackQueryOptions(
          user.supabaseId,
          cloudFeedbackLimit(LISTS.feedbackHistoryDefault),
        ),
      );
    }
  }
}
