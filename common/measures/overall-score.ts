import type { DimensionScores, PageScores } from '../contract/feedback';

/**
 * The two overall scores spec 9 defines, and the line that says which is which
 * wherever one is shown (issue 11: the same speech shows 8.2 on its analysis
 * page and 8.5 on Progress, and both are right).
 */
export const OVERALL_SCORE_PARTS = {
  /** The analysis page: 'the rounded average of clarity, confidence, structure, language'. */
  analysis: 'clarity, confidence, structure and language',
  /** Progress, the feedback card and its share image: 'the mean of four averaged dimensions'. */
  progress: 'clarity, pacing, confidence and delivery',
} as const;

export const OVERALL_SCORE_NOTES = {
  analysis: `The average of ${OVERALL_SCORE_PARTS.analysis}.`,
  progress: `The average of ${OVERALL_SCORE_PARTS.progress}.`,
} as const;

const clampTen = (score: number) => (Number.isFinite(score) ? Math.min(10, Math.max(0, score)) : 0);

/** The mean of 0-10 scores to one decimal, worked in tenths so 7.25 rounds up. */
export function meanScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const tenths = scores.map((score) => Math.round(clampTen(score) * 10));
  return Math.round(tenths.reduce((sum, value) => sum + value, 0) / tenths.length) / 10;
}

/** The analysis page's overall score: clarity, confidence, structure and language (each /10). */
export function analysisOverallScore(scores: PageScores): number {
  return meanScore([scores.clarity, scores.confidence, scores.structure, scores.language]);
}

/** Progress's score of one feedback: its clarity, pacing, confidence and delivery (each /10). */
export function progressScore(scores: DimensionScores): number {
  return meanScore([scores.clarity, scores.pacing, scores.confidence, scores.delivery]);
}

/** Scores show with one decimal (spec 9). */
export function formatScore(score: number): string {
  return clampTen(score).toFixed(1);
}
