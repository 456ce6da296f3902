// What other features may use of feedback-history; everything else in the folder is its own.
export { useCloudFeedback } from './api/get-cloud-feedback';
export { useUserFeedback } from './api/get-user-feedback';
export { feedbackKeys } from './api/feedback-keys';
export { FeedbackCard } from './components/feedback-card';
export { SortMenu } from './components/sort-menu';
export { SCORE_KEYS, SCORE_LABELS, getAverageScore, type ScoreKey } from './lib/feedback-scores';
export { groupByMonth } from './lib/group-by-month';
export { sortFeedback, type SortOrder } from './lib/sort-feedback';
