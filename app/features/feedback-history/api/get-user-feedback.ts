import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayedFeedback, FeedbackRecord } from '@common/contract/feedback';
import { mapFeedbackRecord } from '@common/feedback/map-feedback';
import { apiRequest } from '@app/lib/api-client';
import { feedbackKeys } from './feedback-keys';

export const getUserFeedbackPath = (userId: number, limit: number) =>
  `/api/feedback/user/${userId}?limit=${limit}`;

/** The speaker's stored feedback records, newest first (spec 7). */
export function getUserFeedback(userId: number, limit: number): Promise<FeedbackRecord[]> {
  return apiRequest<FeedbackRecord[]>('GET', getUserFeedbackPath(userId, limit));
}

const toDisplayed = (records: FeedbackRecord[]): DisplayedFeedback[] =>
  records.map((record) => mapFeedbackRecord(record));

export function getUserFeedbackQueryOptions(userId: number, limit: number) {
  return queryOptions({
    queryKey: feedbackKeys.userList(userId, { limit }),
    queryFn: () => getUserFeedback(userId, limit),
    placeholderData: (previous: FeedbackRecord[] | undefined) => previous,
    staleTime: 10_000,
  });
}

/** The records in the form the feedback card shows (spec 3, the history mapping). */
export function useUserFeedback(userId: number | null | undefined, limit: number) {
  return useQuery({
    ...getUserFeedbackQueryOptions(userId ?? 0, limit),
    select: toDisplayed,
    enabled: typeof userId === 'number' && userId > 0,
  });
}
