import type { DisplayedFeedback } from '@common/contract/feedback';
import { getAverageScore } from './feedback-scores';

export const SORT_ORDERS = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  highest: 'Highest Score',
} as const;

export type SortOrder = keyof typeof SORT_ORDERS;

function time(value: string): number {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? 0 : ms;
}

/** Cloud History's Sort menu (spec 2 and 4): newest (default), oldest, highest average score. */
export function sortFeedback(
  items: readonly DisplayedFeedback[],
  order: SortOrder,
): DisplayedFeedback[] {
  const byNewest = (a: DisplayedFeedback, b: DisplayedFeedback) =>
    time(b.created_at) - time(a.created_at);
  const sorted = [...items];
  if (order === 'newest') return sorted.sort(byNewest);
  if (order === 'oldest') return sorted.sort((a, b) => -byNewest(a, b));
  return sorted.sort(
    (a, b) => getAverageScore(b.scores) - getAverageScore(a.scores) || byNewest(a, b),
  );
}
