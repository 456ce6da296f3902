import type { DisplayedFeedback } from '@common/contract/feedback';
import { progressScore } from '@common/measures/overall-score';

export const SCORE_LABELS = {
  clarity: 'Clarity',
  pacing: 'Pacing',
  confidence: 'Confidence',
  delivery: 'Delivery',
} as const;

export type ScoreKey = keyof typeof SCORE_LABELS;
export const SCORE_KEYS = Object.keys(SCORE_LABELS) as ScoreKey[];

/**
 * The mean of a card's four scores (0-10), one decimal: Progress's overall score
 * (spec 9), which the border colour follows (spec 2).
 */
export function getAverageScore(scores: DisplayedFeedback['scores']): number {
  return progressScore(scores);
}
