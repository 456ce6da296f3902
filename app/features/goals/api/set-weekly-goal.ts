import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeeklyGoalResponse } from '@common/contract/goals';
import type { WeeklyGoal } from '@common/progress/weekly-goal';
import { apiRequest } from '@app/lib/api-client';
import { GOALS_PATH } from './get-weekly-goal';
import { goalKeys } from './goal-keys';

/** PUT /api/goals: the whole goal; nothing set clears it. */
export function setWeeklyGoal(goal: WeeklyGoal): Promise<WeeklyGoalResponse> {
  return apiRequest<WeeklyGoalResponse>('PUT', GOALS_PATH, goal);
}

export function useSetWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWeeklyGoal,
    onSuccess: (answer) => queryClient.setQueryData(goalKeys.weekly, answer),
  });
}
