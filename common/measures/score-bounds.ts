import type { Dimension, DimensionScores } from '../contract/feedback';
import type { Band, BandTone } from './bands';
import type { SpeechMeasures } from './speech-measures';

/** The 0-100 scores each colour covers (score colour thresholds 8 and 6, times ten). */
export const TONE_RANGE: Record<BandTone, { min: number; max: number }> = {
  good: { min: 80, max: 100 },
  warning: { min: 60, max: 79 },
  bad: { min: 0, max: 59 },
};

/**
 * The measured band each coach dimension answers to on the page: clarity to the
 * filler count, pacing to the speaking rate, confidence to the confidence
 * percent. Delivery has no spec band.
 */
export function dimensionBand(dimension: Dimension, m: SpeechMeasures): Band | null {
  switch (dimension) {
    case 'clarity':
      return m.fillers.band;
    case 'pacing':
      return m.pace?.band ?? null;
    case 'confidence':
      return m.confidence?.band ?? null;
    case 'delivery':
      return null;
  }
}

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, value));

/**
 * The coach's four 0-100 scores kept in line with the bands the page shows, so
 * a score's colour never tells a better story than its measure:
 * - pacing is never green (at most 79) when the pace is Too Fast or Too Slow;
 * - confidence sits in its band's colour (High 80-100, Moderate 60-79, Low 0-59):
 *   the page shows both under the same name;
 * - clarity is never green when the filler count is High.
 */
export function boundDimensionScores(d: DimensionScores, m: SpeechMeasures): DimensionScores {
  const pace = m.pace?.band;
  return {
    clarity:
      m.fillers.band.tone === 'bad' ? Math.min(d.clarity, TONE_RANGE.warning.max) : d.clarity,
    pacing: pace && pace.tone !== 'good' ? Math.min(d.pacing, TONE_RANGE.warning.max) : d.pacing,
    confidence: m.confidence
      ? clamp(d.confidence, TONE_RANGE[m.confidence.band.tone])
      : d.confidence,
    delivery: d.delivery,
  };
}

/** The page's language score (0-10) is never green when grammar Needs Work. */
export function boundLanguageScore(score: number, m: SpeechMeasures): number {
  return m.grammar && m.grammar.band.tone !== 'good'
    ? Math.min(score, TONE_RANGE.warning.max / 10)
    : score;
}
