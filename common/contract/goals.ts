import * as z from 'zod';
import { WEEKLY_GOAL_LIMITS } from '../progress/weekly-goal';

/**
 * The speaker's weekly goal (issue 13): GET /api/goals, PUT /api/goals. The
 * progress toward it is computed where the speeches are shown
 * (common/progress/weekly-goal.ts), from the same list.
 */
export const weeklyGoalSchema = z.object({
  sessionsPerWeek: z
    .number()
    .int('Sessions per week must be a whole number.')
    .min(WEEKLY_GOAL_LIMITS.sessions.min, 'Aim for at least 1 session a week.')
    .max(WEEKLY_GOAL_LIMITS.sessions.max, 'Aim for at most 21 sessions a week.')
    .nullable(),
  maxFillersPerMinute: z
    .number()
    .min(WEEKLY_GOAL_LIMITS.fillersPerMinute.min, 'Fillers per minute must be at least 0.5.')
    .max(WEEKLY_GOAL_LIMITS.fillersPerMinute.max, 'Fillers per minute must be at most 20.')
    .nullable(),
  paceInBand: z.boolean({ error: 'paceInBand must be true or false.' }),
});

/** PUT /api/goals: the whole goal; every part null or false clears it. */
export const putWeeklyGoalBodySchema = weeklyGoalSchema;

/** GET and PUT /api/goals: the goal, or null when none is set. */
export const weeklyGoalResponseSchema = z.object({
  goal: weeklyGoalSchema.nullable(),
});
export type WeeklyGoalResponse = z.infer<typeof weeklyGoalResponseSchema>;
