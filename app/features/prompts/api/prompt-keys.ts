/** The prompt of the day (GET /api/prompts/daily); a refresh replaces its data. */
export const promptKeys = {
  daily: () => ['prompts', 'daily'] as const,
};
