import type { PageScores } from '@common/contract/feedback';
import type { BadgeTone } from '@app/components/ui/badge';

/**
 * The analysis page's overall score (spec 9): the average of clarity, confidence,
 * structure and language (each 0-10), rounded to one decimal. Worked in tenths
 * so that 7.25 rounds up instead of landing on 7.2499999.
 */
export function getOverallScore(scores: PageScores): number {
  const tenths = [scores.clarity, scores.confidence, scores.structure, scores.language].map(
    (score) => Math.round(clampScore(score) * 10),
  );
  const sum = tenths.reduce((total, value) => total + value, 0);
  return Math.round(sum / tenths.length) / 10;
}

function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(10, Math.max(0, score)) : 0;
}

/** Scores show with one decimal (spec 9). */
export function formatScore(score: number): string {
  return clampScore(score).toFixed(1);
}

/** Score colour thresholds 8 and 6 (spec 9): green, yellow, red. */
export function getScoreTone(score: number): Extract<BadgeTone, 'good' | 'warning' | 'bad'> {
  if (score >= 8) return 'good';
  if (score >= 6) return 'warning';
  return 'bad';
}
