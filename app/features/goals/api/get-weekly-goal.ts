import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklyGoalResponse } from '@common/contract/goals';
import { apiRequest } from '@app/lib/api-client';
import { goalKeys } from './goal-keys';

export const GOALS_PATH = '/api/goals';

export function getWeeklyGoal(): Promise<WeeklyGoalResponse> {
  return apiRequest<WeeklyGoalResponse>('GET', GOALS_PATH);
}

export function getWeeklyGoalQueryOptions() {
  return queryOptions({ queryKey: goalKeys.weekly, queryFn: getWeeklyGoal });
}

export function useWeeklyGoal(enabled = true) {
  return useQuery({ ...getWeeklyGoalQueryOptions(), enabled });
}
