import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayedFeedback } from '@common/contract/feedback';
import { apiRequest } from '@app/lib/api-client';
import { feedbackKeys } from './feedback-keys';

export const getCloudFeedbackPath = (supabaseId: string, limit: number) =>
  `/api/supabase-feedback/${encodeURIComponent(supabaseId)}?limit=${limit}`;

/** The cloud list (spec 7): already in the displayed form, with links to the recordings. */
export function getCloudFeedback(supabaseId: string, limit: number): Promise<DisplayedFeedback[]> {
  return apiRequest<DisplayedFeedback[]>('GET', getCloudFeedbackPath(supabaseId, limit));
}

export function getCloudFeedbackQueryOptions(supabaseId: string, limit: number) {
  return queryOptions({
    queryKey: feedbackKeys.cloudList(supabaseId, { limit }),
    queryFn: () => getCloudFeedback(supabaseId, limit),
    // The new page keeps showing the old one while it loads (Load More).
    placeholderData: (previous: DisplayedFeedback[] | undefined) => previous,
    staleTime: 10_000,
  });
}

export function useCloudFeedback(supabaseId: string | null | undefined, limit: number) {
  return useQuery({
    ...getCloudFeedbackQueryOptions(supabaseId ?? '', limit),
    enabled: Boolean(supabaseId),
  });
}
