import {
  confidenceBand,
  fillerBand,
  grammarBand,
  paceBand,
  roundWpm,
  type Band,
  type ConfidenceLabel,
  type FillerLabel,
  type GrammarLabel,
  type PaceLabel,
} from './bands';
import { formatDuration } from './duration';

/** What the headline numbers are made of: the stored analysis and the recording's length. */
export interface MeasuresInput {
  /** The recording's length, seconds (`recordingLength`). */
  durationSec: number;
  wordsPerMinute: number | null | undefined;
  fillerWords: number;
  confidenceScore: number | null | undefined;
  grammarScore: number | null | undefined;
  /** First word to last word, seconds; the fillers' rate per minute is over it. */
  speakingTimeSec?: number | null;
  wordCount?: number | null;
}

/** The headline numbers of one speech, as shown everywhere, each with its spec 9 band. */
export interface SpeechMeasures {
  duration: { seconds: number; text: string };
  /** Null when nothing was recognised. */
  pace: { wpm: number; band: Band<PaceLabel> } | null;
  fillers: {
    count: number;
    /** On the count, as the spec defines it. */
    band: Band<FillerLabel>;
    /** Per minute of speaking, one decimal; null without a speaking time. */
    perMinute: number | null;
    /** Per 100 words, one decimal; null without words. */
    per100Words: number | null;
  };
  confidence: { percent: number; band: Band<ConfidenceLabel> } | null;
  grammar: { score: number; band: Band<GrammarLabel> } | null;
}

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The one function every screen and the coach read a speech's numbers and
 * bands from, so the analysis page, the coach's words, the feedback card and
 * Stats never disagree (issue 11).
 */
export function describeMeasures(input: MeasuresInput): SpeechMeasures {
  const seconds = finite(input.durationSec) && input.durationSec > 0 ? input.durationSec : 0;
  const wpm = finite(input.wordsPerMinute) ? input.wordsPerMinute : null;
  const count = finite(input.fillerWords) && input.fillerWords > 0 ? input.fillerWords : 0;
  const speaking =
    finite(input.speakingTimeSec) && input.speakingTimeSec > 0 ? input.speakingTimeSec : seconds;
  const words = finite(input.wordCount) && input.wordCount > 0 ? input.wordCount : null;
  const confidence = finite(input.confidenceScore) ? Math.round(input.confidenceScore) : null;
  const grammar = finite(input.grammarScore) ? Math.round(input.grammarScore) : null;
  return {
    duration: { seconds, text: formatDuration(seconds) },
    pace: wpm === null ? null : { wpm: roundWpm(wpm), band: paceBand(wpm) },
    fillers: {
      count,
      band: fillerBand(count),
      perMinute: speaking > 0 ? oneDecimal(count / (speaking / 60)) : null,
      per100Words: words === null ? null : oneDecimal((count * 100) / words),
    },
    confidence:
      confidence === null ? null : { percent: confidence, band: confidenceBand(confidence) },
    grammar: grammar === null ? null : { score: grammar, band: grammarBand(grammar) },
  };
}
