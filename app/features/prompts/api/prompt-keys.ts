import type { CoachingMode } from '@common/contract/feedback';

/**
 * The prompt of the day (GET /api/prompts/daily); a refresh replaces its data.
 * General keeps the spec's key, which the first paint seeds; a practice mode has its own.
 */
export const promptKeys = {
  daily: (mode: CoachingMode = 'general') =>
    mode === 'general' ? (['prompts', 'daily'] as const) : (['prompts', 'daily', mode] as const),
};
