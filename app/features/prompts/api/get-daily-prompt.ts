import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyPromptResponse } from '@common/contract/prompt';
import { apiRequest } from '@app/lib/api-client';
import { promptKeys } from './prompt-keys';

export const DAILY_PROMPT_PATH = '/api/prompts/daily';

export function getDailyPrompt(): Promise<DailyPromptResponse> {
  return apiRequest<DailyPromptResponse>('GET', DAILY_PROMPT_PATH);
}

export function getDailyPromptQueryOptions() {
  return queryOptions({ queryKey: promptKeys.daily(), queryFn: getDailyPrompt });
}

export function useDailyPrompt() {
  return useQuery(getDailyPromptQueryOptions());
}
