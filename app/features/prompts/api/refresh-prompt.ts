import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachingMode } from '@common/contract/feedback';
import type { DailyPromptResponse, RefreshPromptBody } from '@common/contract/prompt';
import { apiRequest } from '@app/lib/api-client';
import { DAILY_PROMPT_PATH } from './get-daily-prompt';
import { promptKeys } from './prompt-keys';

export const REFRESH_PROMPT_PATH = `${DAILY_PROMPT_PATH}/refresh`;

/**
 * Another prompt, counted against the daily limit: a POST, since it spends
 * one (docs/decisions/0010). The timestamp keeps two refreshes from being
 * taken for one request and shared (spec 7).
 */
export function refreshPrompt(
  userId: number,
  mode: CoachingMode = 'general',
  now = Date.now(),
): Promise<DailyPromptResponse> {
  const body: RefreshPromptBody = mode === 'general' ? { userId } : { userId, mode };
  return apiRequest<DailyPromptResponse>('POST', `${REFRESH_PROMPT_PATH}?timestamp=${now}`, body);
}

export function useRefreshPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, mode }: { userId: number; mode: CoachingMode }) =>
      refreshPrompt(userId, mode),
    onSuccess: (prompt, { mode }) => {
      queryClient.setQueryData<DailyPromptResponse>(promptKeys.daily(mode), prompt);
    },
  });
}
