import { useEffect, useState } from 'react';
import { LISTS } from '@common/constants';
import type { UserDto } from '@common/contract/user';
import { getErrorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { useCloudFeedback, useUserFeedback } from '@app/features/feedback-history/public';
import { useUserSpeeches } from '@app/features/speeches/public';
import { ALL_FEEDBACK_LIMIT, cloudFeedbackLimit, PROGRESS_SPEECHES } from '../lib/progress-queries';

/** A destructive toast when a query turns to an error, not again on every failed poll. */
function useErrorToast(error: Error | null, title: string, fallback: string) {
  const failing = error !== null;
  useEffect(() => {
    if (!failing) return;
    const message = error ? getErrorMessage(error) : '';
    toast({ title, description: message || fallback, variant: 'destructive' });
    // Only the turn into the error state matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failing]);
}

/**
 * The Progress area's requests (spec 7): speeches ?limit=100 refetched every
 * 10 s and on focus; the feedback history ?limit=N (2, then +5 per Load More);
 * the cloud list ?limit=5N; and all feedback (up to 100) for the stats.
 */
export function useProgressData(user: UserDto) {
  const [historyLimit, setHistoryLimit] = useState<number>(LISTS.feedbackHistoryDefault);
  const speeches = useUserSpeeches(user.id, PROGRESS_SPEECHES);
  const history = useUserFeedback(user.id, historyLimit);
  // A guest's feedback stays on the device: there is no cloud list to ask for.
  const cloud = useCloudFeedback(
    user.isGuest ? null : user.supabaseId,
    cloudFeedbackLimit(historyLimit),
  );
  const allFeedback = useUserFeedback(user.id, ALL_FEEDBACK_LIMIT);

  useErrorToast(
    speeches.error,
    'Failed to load history',
    'Something went wrong. Please try again later.',
  );
  useErrorToast(
    history.error ?? cloud.error ?? allFeedback.error,
    'Failed to fetch feedback history',
    'Something went wrong. Please try again later.',
  );

  return {
    speeches,
    history,
    cloud,
    allFeedback,
    historyLimit,
    loadMore: () => setHistoryLimit((limit) => limit + LISTS.feedbackHistoryStep),
  };
}

export type ProgressData = ReturnType<typeof useProgressData>;
