/**
 * Spec section 9's interpretation bands and score colours: the one place the
 * page, the coach, the feedback card, the share image and Stats read them from.
 */

/** How a band or score is shown: green, amber, red. */
export type BandTone = 'good' | 'warning' | 'bad';

export interface Band<Label extends string = string> {
  /** The spec's word, shown as it is ('Too Fast'). */
  label: Label;
  tone: BandTone;
}

/** Speaking rate: 120-150 WPM is Good. */
export const PACE_GOOD = { min: 120, max: 150 } as const;

export type PaceLabel = 'Too Slow' | 'Good' | 'Too Fast';
export type FillerLabel = 'Excellent' | 'Moderate' | 'High';
export type ConfidenceLabel = 'High' | 'Moderate' | 'Low';
export type GrammarLabel = 'Excellent' | 'Good' | 'Needs Work';

/** Words per minute as everyone shows them: whole numbers. */
export function roundWpm(wordsPerMinute: number): number {
  return Math.round(wordsPerMinute);
}

/**
 * Speaking rate: 120-150 WPM Good, above Too Fast, below Too Slow. Judged on
 * the shown (rounded) value, so 150.4 is the 150 the page shows: Good.
 */
export function paceBand(wordsPerMinute: number): Band<PaceLabel> {
  const wpm = roundWpm(wordsPerMinute);
  if (wpm > PACE_GOOD.max) return { label: 'Too Fast', tone: 'warning' };
  if (wpm < PACE_GOOD.min) return { label: 'Too Slow', tone: 'warning' };
  return { label: 'Good', tone: 'good' };
}

/** Filler words, on the count: up to 5 Excellent, up to 15 Moderate, above High. */
export function fillerBand(count: number): Band<FillerLabel> {
  if (count <= 5) return { label: 'Excellent', tone: 'good' };
  if (count <= 15) return { label: 'Moderate', tone: 'warning' };
  return { label: 'High', tone: 'bad' };
}

/** Confidence percent, judged on the shown whole number: 80+ High, 60-79 Moderate, below Low. */
export function confidenceBand(percent: number): Band<ConfidenceLabel> {
  const value = Math.round(percent);
  if (value >= 80) return { label: 'High', tone: 'good' };
  if (value >= 60) return { label: 'Moderate', tone: 'warning' };
  return { label: 'Low', tone: 'bad' };
}

/** Grammar score 0-100, judged on the shown whole number: 90+ Excellent, 70+ Good, else Needs Work. */
export function grammarBand(score: number): Band<GrammarLabel> {
  const value = Math.round(score);
  if (value >= 90) return { label: 'Excellent', tone: 'good' };
  if (value >= 70) return { label: 'Good', tone: 'good' };
  return { label: 'Needs Work', tone: 'warning' };
}

/** Score colour thresholds 8 and 6, on a 0-10 score as shown (one decimal). */
export function scoreTone(score: number): BandTone {
  const shown = Math.round(score * 10) / 10;
  if (shown >= 8) return 'good';
  if (shown >= 6) return 'warning';
  return 'bad';
}
