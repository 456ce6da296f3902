import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest, FeedbackResponse } from '@common/contract/feedback';
import { apiRequest } from '@app/lib/api-client';

export const FEEDBACK_PATH = '/api/feedback';

/**
 * POST /api/feedback: coaching for one speech, fresh or from the server's cache.
 * Its 429s (cooldown, daily and guest limits) have views of their own with
 * their own Check Again, so the request layer does not wait them out.
 */
export function requestFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  return apiRequest<FeedbackResponse>('POST', FEEDBACK_PATH, body, { retryRateLimit: false });
}

export function useRequestFeedback() {
  return useMutation({ mutationFn: requestFeedback });
}
