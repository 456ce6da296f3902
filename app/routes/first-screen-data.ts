import type { QueryClient } from '@tanstack/react-query';
import { LISTS } from '../../common/constants';
import { getCloudFeedbackQueryOptions } from '../features/feedback-history/api/get-cloud-feedback';
import { getUserFeedbackQueryOptions } from '../features/feedback-history/api/get-user-feedback';
import { getDailyPromptQueryOptions } from '../features/prompts/api/get-daily-prompt';
import { getUserSpeechesQueryOptions } from '../features/speeches/api/get-user-speeches';
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
    void client.prefetchQuery(
      getUserSpeechesQueryOptions(user.id, { limit: LISTS.recentRecordings }),
    );
  } else if (pathname === '/history') {
    void client.prefetchQuery(
      getUserSpeechesQueryOptions(user.id, {
        limit: LISTS.speechesFetchLimit,
        refetchOnFocus: true,
      }),
    );
    void client.prefetchQuery(getUserFeedbackQueryOptions(user.id, LISTS.feedbackHistoryDefault));
    void client.prefetchQuery(getUserFeedbackQueryOptions(user.id, LISTS.speechesFetchLimit));
    if (user.supabaseId) {
      void client.prefetchQuery(
        getCloudFeedbackQueryOptions(
          user.supabaseId,
          LISTS.feedbackHistoryDefault * LISTS.cloudListFactor,
        ),
      );
    }
  }
}
