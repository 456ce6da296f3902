import type { AnalysisDto } from '@common/contract/analysis';
import type { DisplayedFeedback } from '@common/contract/feedback';
import type { AttemptMeasures } from '@common/measures/retake-comparison';

/**
 * One attempt's measures for the comparison: from its analysis, and the
 * coach's four stored scores when its feedback exists (already 0-10 as shown).
 */
export function attemptMeasuresOf(
  analysis: AnalysisDto,
  durationSec: number,
  feedback?: DisplayedFeedback,
): AttemptMeasures {
  const details = analysis.details;
  const language = details?.language;
  return {
    wordsPerMinute: analysis.wordsPerMinute,
    fillerWords: analysis.fillerWords,
    speakingTimeSec: analysis.speakingTimeSec ?? details?.speakingTimeSec ?? null,
    durationSec: details?.durationSec ?? durationSec,
    pauses: analysis.pauses,
    longestPauseSec: details?.longestPauseSec ?? null,
    confidenceScore: analysis.confidenceScore,
    grammarScore: analysis.grammarScore,
    fillerWordsList: analysis.fillerWordsList,
    repeatedPhrases: [
      ...(language?.repetitions ?? []).map((p) => p.text),
      ...(language?.overused ?? []).map((p) => p.text),
    ],
    ...(feedback ? { scores: feedback.scores } : {}),
  };
}
