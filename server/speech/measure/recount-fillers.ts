import type { SpeechAnalysis } from '@common/contract/analysis';
import { measureConfidence } from './confidence';
import { countFillers } from './fillers';
import { addPersonalFillers } from './personal-fillers';

/**
 * The analysis with the speaker's own fillers counted (issue 13): the ones it
 * had are dropped, the current list is matched in its words, and what depends
 * on the filler count (the counts, the confidence score) is measured again from
 * the stored words and pauses. No audio is read, so older speeches are
 * re-counted in milliseconds when the speaker asks.
 */
export function recountFillers(
  analysis: SpeechAnalysis,
  phrases: readonly string[],
): SpeechAnalysis {
  const builtIn = analysis.fillers.filter((f) => f.type !== 'personal');
  const fillers = addPersonalFillers(analysis.words, builtIn, phrases);
  const confidence = measureConfidence({
    words: analysis.words,
    fillers,
    pauses: analysis.pauseList,
    speakingTimeSec: analysis.speakingTimeSec,
    voice: analysis.voice,
    paceVariation: analysis.paceVariation,
  });
  return {
    ...analysis,
    fillers,
    fillerWords: fillers.length,
    fillerWordsList: countFillers(fillers),
    confidenceScore: confidence.score,
    ...(confidence.breakdown && { confidenceBreakdown: confidence.breakdown }),
  };
}
