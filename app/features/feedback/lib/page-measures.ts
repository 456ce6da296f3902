import type { AnalysisDto } from '@common/contract/analysis';
import type { SpeechDto } from '@common/contract/speech';
import { recordingLength } from '@common/measures/duration';
import { describeMeasures, type SpeechMeasures } from '@common/measures/speech-measures';

/**
 * The page's headline numbers and bands, from the shared function the coach
 * reads too (common/measures), so the page and the coach's words agree.
 */
export function getPageMeasures(
  speech: Pick<SpeechDto, 'duration'>,
  analysis: AnalysisDto,
): SpeechMeasures {
  const details = analysis.details;
  return describeMeasures({
    durationSec: recordingLength(speech.duration, details?.durationSec),
    wordsPerMinute: analysis.wordsPerMinute,
    fillerWords: analysis.fillerWords,
    confidenceScore: analysis.confidenceScore,
    grammarScore: analysis.grammarScore ?? details?.grammarScore,
    speakingTimeSec: analysis.speakingTimeSec ?? details?.speakingTimeSec,
    wordCount: details?.wordCount,
  });
}
