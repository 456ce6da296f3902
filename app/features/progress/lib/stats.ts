import type { DisplayedFeedback } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import { meanScore } from '@common/measures/overall-score';
import { SCORE_KEYS } from '@app/features/feedback-history/public';
import type { ScoreKey } from '@app/features/feedback-history/public';

export interface ProgressStats {
  totalSpeeches: number;
  /** Seconds, the sum of the recordings' lengths. */
  totalSpeakingSec: number;
  /** 0-10, one decimal: the mean of the four averaged dimensions; null without feedback. */
  averageScore: number | null;
  /** Rounded average words per minute; null when no speech has one. */
  averagePace: number | null;
  /** Each dimension averaged over the feedback, 0-10 with one decimal; null without feedback. */
  breakdown: Record<ScoreKey, number> | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The Stats tab's numbers (spec 2 and 9). */
export function computeStats(
  speeches: readonly SpeechDto[],
  feedback: readonly DisplayedFeedback[],
): ProgressStats {
  const totalSpeakingSec = speeches.reduce(
    (sum, speech) => sum + (finite(speech.duration) && speech.duration > 0 ? speech.duration : 0),
    0,
  );
  const paces = speeches
    .map((speech) => speech.analysis?.wordsPerMinute)
    .filter((wpm): wpm is number => finite(wpm) && wpm > 0);
  const averagePace =
    paces.length > 0 ? Math.round(paces.reduce((a, b) => a + b, 0) / paces.length) : null;

  let breakdown: ProgressStats['breakdown'] = null;
  let averageScore: number | null = null;
  if (feedback.length > 0) {
    const averages = SCORE_KEYS.map((key) => {
      const values = feedback.map((item) => item.scores[key]).filter(finite);
      return values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0;
    });
    breakdown = Object.fromEntries(
      SCORE_KEYS.map((key, index) => [key, oneDecimal(averages[index] ?? 0)]),
    ) as Record<ScoreKey, number>;
    // The mean of the four bars as the Performance Breakdown shows them (spec 9).
    averageScore = meanScore(SCORE_KEYS.map((key) => breakdown?.[key] ?? 0));
  }

  return {
    totalSpeeches: speeches.length,
    totalSpeakingSec,
    averageScore,
    averagePace,
    breakdown,
  };
}
