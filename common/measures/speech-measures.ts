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
    /**
     * At most 1.5 per 100 words (about two a minute at a comfortable pace):
     * listeners barely notice them, whatever the count says. A long speech can
     * be Moderate by count and light by rate; both are then said.
     */
    light: boolean;
  };
  confidence: { percent: number; band: Band<ConfidenceLabel> } | null;
  grammar: { score: number; band: Band<GrammarLabel> } | null;
}

/** Fillers listeners barely notice (docs/coaching.md, Fillers: count and rate). */
export const LIGHT_FILLERS_PER_100 = 1.5;
/** The same at about 140 words per minute, when the words were not counted. */
export const LIGHT_FILLERS_PER_MINUTE = 2;

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
  const perMinute = speaking > 0 ? oneDecimal(count / (speaking / 60)) : null;
  const per100Words = words === null ? null : oneDecimal((count * 100) / words);
  return {
    duration: { seconds, text: formatDuration(seconds) },
    pace: wpm === null ? null : { wpm: roundWpm(wpm), band: paceBand(wpm) },
    fillers: {
      count,
      band: fillerBand(count),
      perMinute,
      per100Words,
      light:
        per100Words !== null
          ? per100Words <= LIGHT_FILLERS_PER_100
          : perMinute !== null && perMinute <= LIGHT_FILLERS_PER_MINUTE,
    },
    confidence:
      confidence === null ? null : { percent: confidence, band: confidenceBand(confidence) },
    grammar: grammar === null ? null : { score: grammar, band: grammarBand(grammar) },
  };
}

/**
 * The fillers' count and rate in one sentence, as the analysis page and the
 * coach say it. A count above Excellent that is light for the speech's length
 * says both: the band is on the count (spec 9), the rate is what listeners hear.
 */
export function describeFillerRate(fillers: SpeechMeasures['fillers'], wordCount: number): string {
  const { count, band, perMinute, per100Words, light } = fillers;
  if (count === 0) return 'No filler words: every word carried your message.';
  const rates = [
    per100Words !== null && wordCount > 0 ? `${per100Words.toFixed(1)} per 100 words` : null,
    perMinute !== null ? `${perMinute.toFixed(1)} a minute` : null,
  ].filter(Boolean);
  const head = `${count} filler${count === 1 ? '' : 's'}${wordCount > 0 ? ` in ${wordCount} words` : ''}`;
  const rate = rates.length ? `${head}: ${rates.join(', ')}.` : `${head}.`;
  return band.label !== 'Excellent' && light
    ? `${rate} ${band.label} by count, but light for a speech this long: listeners barely notice them.`
    : rate;
}
