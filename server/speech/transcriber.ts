import type { Word } from '@common/contract/analysis';
import type { FrameScores } from './engines/moonshine/hesitation-probe';

export interface TranscribeOptions {
  /** Added to every word time: where this chunk starts in the recording, seconds. */
  offsetSec?: number;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * 'fast' trades a little accuracy for speed where the engine can (long
   * recordings, whose wait grows with their length).
   */
  search?: 'default' | 'fast';
}

/** A recognised word, with what the engine and the aligner know beyond the contract's Word. */
export interface RecognizedWord extends Word {
  /** Phones of the pronunciation matched ("AH M"), when the engine or aligner says. */
  phones?: string;
  /**
   * False when the aligner could not place the word and its time is a guess
   * (spread over the sound between its neighbours). Absent from engines that
   * time words themselves.
   */
  aligned?: boolean;
  /** The engine's own probability for the word (0-1), before alignment is taken into account. */
  recognizerProbability?: number;
}

/**
 * A stretch the recognizer or aligner heard as sound but not as a word:
 * - `speech`: pocketsphinx's [SPEECH] (its spoken-noise model: speech-like
 *   sound without a word, often a hesitation it has no word for);
 * - `noise`: [NOISE];
 * - `hesitation-slot`: the aligner filled its optional um/uh slot between two
 *   words here (`label` says which). It also fills 30-50 ms slivers between
 *   ordinary words, so a hit is a candidate to judge on duration and
 *   acoustics, not a finding.
 */
export interface HeardSound {
  kind: 'speech' | 'noise' | 'hesitation-slot';
  start: number;
  end: number;
  /** For `hesitation-slot`: "um" or "uh". */
  label?: string;
}

/**
 * What recognition hands on, whatever the engine: the hand-off to the
 * hesitation stage (`restoreHesitations({ recognition, samples, sampleRate,
 * energy })`) and then to the measures.
 *
 * With a text engine (moonshine, openai) the words come from the engine and
 * their times from the forced aligner (align/align-words.ts): each word has
 * `text`, the engine's token as written ("Come," "Um," "40%" keep their
 * look), `word` its lower-case spoken form without punctuation ("come", "40"),
 * start/end from the aligner, `phones` the pronunciation the aligner matched,
 * `aligned: false` when the time is a guess, and `confidence` (recognizer
 * probability x alignment plausibility, align/word-confidence.ts). `sounds`
 * holds the aligner's hesitation-slot hits and the [SPEECH]/[NOISE]
 * stretches it placed between words. With pocketsphinx as the engine the words
 * come timed from its own decode, without `text`.
 */
export interface Recognition {
  words: RecognizedWord[];
  sounds: HeardSound[];
  /**
   * The engine's frames of each segment scored as a hesitation while it recognized them (the
   * Moonshine probe; ADR 48), in time order; absent, or not covering the whole recording, when
   * the engine has none or a part was recognized elsewhere (a streamed start). A track's
   * `articles`, when present, are the same frames scored by the article probe.
   */
  probeTracks?: FrameScores[];
}

/** A word from an engine that gives text without times (moonshine, openai). */
export interface HeardWord {
  /** As the engine wrote it, punctuation and capitals included ("Hello," "40%"). */
  text: string;
  /** The engine's probability for it, 0-1. */
  probability: number;
  /**
   * The engine read the segment twice and the readings wrote other words here (second-reading.ts):
   * one of them misheard, and which is a guess, so the word is not heard for sure.
   */
  disputed?: boolean;
}

/** One stretch of the recording given to a text engine (16 kHz mono). */
export interface SegmentAudio {
  samples: Int16Array;
  sampleRate: number;
}

/** An engine that times words itself (pocketsphinx): a WAV chunk in, timed words out. */
export interface TimedTranscriber {
  readonly kind: 'timed';
  readonly name: string;
  transcribe(wavPath: string, options?: TranscribeOptions): Promise<Recognition>;
}

/** An engine that writes words without times (moonshine, openai); the aligner times them. */
export interface TextTranscriber {
  readonly kind: 'text';
  readonly name: string;
  transcribe(
    segment: SegmentAudio,
    options?: {
      signal?: AbortSignal;
      timeoutMs?: number;
      /**
       * Given the segment's frames scored as a hesitation, when the engine scores them, and as
       * the start of "the" rather than "a" (`articles`), when it scores that too.
       */
      onFrames?: (scores: readonly number[], articles?: readonly number[]) => void;
    },
  ): Promise<HeardWord[]>;
  /**
   * How likely the engine's own decoder finds each text as the transcript of the audio (natural
   * log-likelihood, summed over its tokens). Engines that cannot say (openai) leave it out; the
   * hesitation stage then keeps to its acoustic rules (verify-hesitations.ts).
   */
  scoreTexts?(
    segment: SegmentAudio,
    texts: readonly string[],
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<number[]>;
  /**
   * Each of the engine's frames of the audio scored as part of a hesitation (log-odds, frames
   * evenly spread over the segment; engines/moonshine/hesitation-probe.ts). Engines without a
   * probe leave it out, or answer no frames.
   */
  hesitationFrames?(
    segment: SegmentAudio,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<number[]>;
}

/** A speech recognizer, chosen by TRANSCRIBER in create-transcriber.ts. */
export type Transcriber = TimedTranscriber | TextTranscriber;
