import type { WeeklyGoal } from '@common/progress/weekly-goal';
import type { WeeklyGoalsRepo } from '../db/repos/weekly-goals-repo';
import type { UserRow, WeeklyGoalRow } from '../db/schema';
import { isoNow } from '../lib/time';

function goalOf(row: WeeklyGoalRow): WeeklyGoal {
  return {
    sessionsPerWeek: row.sessionsPerWeek,
    maxFillersPerMinute: row.maxFillersPerMinute === null ? null : Number(row.maxFillersPerMinute),
    paceInBand: row.paceInBand === 1,
  };
}

/** The speaker's weekly goal (issue 13). */
export function createGoalsService(deps: { goals: WeeklyGoalsRepo }) {
  return {
    async get(user: UserRow): Promise<WeeklyGoal | null> {
      const row = await deps.goals.find(user.id);
      return row ? goalOf(row) : null;
    },

    /** Sets the goal; one with no part set clears it (null). */
    async set(user: UserRow, goal: WeeklyGoal): Promise<WeeklyGoal | null> {
      if (goal.sessionsPerWeek === null && goal.maxFillersPerMinute === null && !goal.paceInBand) {
        await deps.goals.remove(user.id);
        return null;
      }
      await deps.goals.set({
        userId: user.id,
        sessionsPerWeek: goal.sessionsPerWeek,
        maxFillersPerMinute: goal.maxFillersPerMinute,
        paceInBand: goal.paceInBand ? 1 : 0,
        updatedAt: isoNow(),
      });
      return goal;
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
