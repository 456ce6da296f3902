import type { DisplayedFeedback } from '@common/contract/feedback';

export const SCORE_LABELS = {
  clarity: 'Clarity',
  pacing: 'Pacing',
  confidence: 'Confidence',
  delivery: 'Delivery',
} as const;

export type ScoreKey = keyof typeof SCORE_LABELS;
export const SCORE_KEYS = Object.keys(SCORE_LABELS) as ScoreKey[];

const clamp = (score: number) => (Number.isFinite(score) ? Math.min(10, Math.max(0, score)) : 0);

/** The mean of a card's four scores (0-10), one decimal: the border colour follows it (spec 2). */
export function getAverageScore(scores: DisplayedFeedback['scores']): number {
  const tenths = SCORE_KEYS.map((key) => Math.round(clamp(scores[key]) * 10));
  return Math.round(tenths.reduce((sum, value) => sum + value, 0) / tenths.length) / 10;
}
