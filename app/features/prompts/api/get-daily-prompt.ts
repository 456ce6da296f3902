import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachingMode } from '@common/contract/feedback';
import type { DailyPromptResponse } from '@common/contract/prompt';
import { apiRequest } from '@app/lib/api-client';
import { promptKeys } from './prompt-keys';

export const DAILY_PROMPT_PATH = '/api/prompts/daily';

/** Today's prompt; a practice mode's comes from that mode's bank (issue 13). */
export function getDailyPrompt(mode: CoachingMode = 'general'): Promise<DailyPromptResponse> {
  const path = mode === 'general' ? DAILY_PROMPT_PATH : `${DAILY_PROMPT_PATH}?mode=${mode}`;
  return apiRequest<DailyPromptResponse>('GET', path);
}

export function getDailyPromptQueryOptions(mode: CoachingMode = 'general') {
  return queryOptions({ queryKey: promptKeys.daily(mode), queryFn: () => getDailyPrompt(mode) });
}

export function useDailyPrompt(mode: CoachingMode = 'general') {
  return useQuery(getDailyPromptQueryOptions(mode));
}
