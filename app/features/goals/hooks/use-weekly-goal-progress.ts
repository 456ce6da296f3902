import { useEffect, useMemo } from 'react';
import { LISTS } from '@common/constants';
import { goalReminderLine, weeklyGoalProgress } from '@common/progress/weekly-goal';
import { goalReminderStore } from '@app/lib/goal-reminder-store';
import { useNow } from '@app/lib/use-now';
import { useUserSpeeches } from '@app/features/speeches/public';
import { useWeeklyGoal } from '../api/get-weekly-goal';
import { toGoalSpeeches } from '../lib/goal-speeches';

/**
 * The goal and this week's progress, from the speech list Progress already
 * loads. The reminder's line is kept on the device, where the reminder reads it.
 */
export function useWeeklyGoalProgress(userId: number) {
  const goal = useWeeklyGoal();
  const speeches = useUserSpeeches(userId, {
    limit: LISTS.speechesFetchLimit,
    refetchOnFocus: true,
  });
  const now = useNow();
  const progress = useMemo(
    () =>
      goal.data?.goal
        ? weeklyGoalProgress(goal.data.goal, toGoalSpeeches(speeches.data ?? []), new Date(now))
        : null,
    [goal.data, speeches.data, now],
  );
  useEffect(() => {
    if (goal.isSuccess) goalReminderStore.set(progress ? goalReminderLine(progress) : null);
  }, [goal.isSuccess, progress]);
  return { goal, progress, isPending: goal.isPending };
}
