import type { DisplayedFeedback } from '@common/contract/feedback';

export interface HistorySections {
  /** Cloud History: the cloud list (accounts only). */
  cloud: DisplayedFeedback[];
  /** Feedback by Month: the loaded history records that Cloud History does not show. */
  byMonth: DisplayedFeedback[];
  /** Loaded history records left out of Feedback by Month because Cloud History shows them. */
  inCloud: number;
}

/**
 * What each History section shows. The cloud list and the feedback history
 * come from the same feedback records (for an account, the cloud copy is
 * the account's own), so the same card appeared in both sections: a record
 * is shown once, in Cloud History when that lists it, else under its month.
 */
export function getHistorySections(
  cloud: readonly DisplayedFeedback[],
  history: readonly DisplayedFeedback[],
): HistorySections {
  const inCloud = new Set(cloud.map((item) => item.id));
  const byMonth = history.filter((item) => !inCloud.has(item.id));
  return { cloud: [...cloud], byMonth, inCloud: history.length - byMonth.length };
}
