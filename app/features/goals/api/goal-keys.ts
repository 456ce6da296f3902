/** The speaker's weekly goal (GET /api/goals). */
export const goalKeys = {
  weekly: ['goals', 'weekly'] as const,
};
