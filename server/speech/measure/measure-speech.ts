import type { GrammarIssue, SpeechAnalysis, Voice, Word } from '@common/contract/analysis';
import type { EnergyProfile } from '../energy';
import { measureLanguage } from '../language/measure-language';
import { transcriptOf } from '../language/present-transcript';
import { measureConfidence } from './confidence';
import { countWords } from './counted-words';
import { countFillers, findFillers } from './fillers';
import { paceOverTime, paceVariation, speakingTimeSec, wordsPerMinute } from './pace';
import { findPauses, longestPauseSec } from './pauses';

export interface MeasureInput {
  /** Recognised words in time order, seconds from the start of the recording. */
  words: readonly Word[];
  durationSec: number;
  /** The recording's loudness, to tell real pauses from dropped words. */
  energy?: { profile: EnergyProfile; threshold: number };
  /** Pitch per energy frame, 0 where unvoiced (voice/pitch.ts): tells breaths in pauses from words. */
  f0?: Float32Array;
  /** Pitch and loudness (voice/measure-voice.ts); feeds the confidence score. */
  voice?: Voice;
  /** From language/check-grammar.ts; absent or null: not checked, no grammar score. */
  grammarIssues?: readonly GrammarIssue[] | null;
}

/** Every metric of one recording from its words (and loudness). */
export function measureSpeech(input: MeasureInput): SpeechAnalysis {
  const words = [...input.words];
  const speaking = speakingTimeSec(words);
  const fillers = findFillers(words);
  const pauseList = findPauses(words, {
    energy: input.energy && { ...input.energy, ...(input.f0 && { f0: input.f0 }) },
  });
  const paceWindows = paceOverTime(words);
  const variation = paceVariation(paceWindows);
  const confidence = measureConfidence({
    words,
    fillers,
    pauses: pauseList,
    speakingTimeSec: speaking,
    voice: input.voice,
    paceVariation: variation,
  });
  const { language, grammarScore } = measureLanguage({
    words,
    fillers,
    grammarIssues: input.grammarIssues,
  });
  return {
    durationSec: Math.round(input.durationSec * 1000) / 1000,
    speakingTimeSec: Math.round(speaking * 1000) / 1000,
    transcript: transcriptOf(words),
    words,
    wordCount: countWords(words),
    wordsPerMinute: wordsPerMinute(words),
    fillerWords: fillers.length,
    fillerWordsList: countFillers(fillers),
    fillers,
    pauses: pauseList.length,
    pauseList,
    longestPauseSec: longestPauseSec(pauseList),
    paceOverTime: paceWindows,
    paceVariation: variation,
    confidenceScore: confidence.score,
    grammarScore,
    ...(input.voice && { voice: input.voice }),
    language,
    ...(confidence.breakdown && { confidenceBreakdown: confidence.breakdown }),
    recognizerConfidence: confidence.recognizerConfidence,
  };
}
