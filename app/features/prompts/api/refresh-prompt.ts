import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyPromptResponse } from '@common/contract/prompt';
import { apiRequest } from '@app/lib/api-client';
import { DAILY_PROMPT_PATH } from './get-daily-prompt';
import { promptKeys } from './prompt-keys';

/** Another prompt. The timestamp makes every call a fresh request, never shared or cached. */
export function refreshPrompt(userId: number, now = Date.now()): Promise<DailyPromptResponse> {
  return apiRequest<DailyPromptResponse>(
    'GET',
    `${DAILY_PROMPT_PATH}?userId=${userId}&refresh=true&timestamp=${now}`,
  );
}

export function useRefreshPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => refreshPrompt(userId),
    onSuccess: (prompt) => {
      queryClient.setQueryData<DailyPromptResponse>(promptKeys.daily(), prompt);
    },
  });
}
