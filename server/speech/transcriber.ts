import type { Word } from '@common/contract/analysis';

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

/** A recognised word, with what the engine knows beyond the contract's Word. */
export interface RecognizedWord extends Word {
  /** Phones of the pronunciation the engine matched ("AH M"), when it says. */
  phones?: string;
}

/**
 * A stretch the recognizer heard as sound but not as a word: pocketsphinx's
 * [SPEECH] (speech-like: often a hesitation it has no word for) and [NOISE].
 */
export interface HeardSound {
  kind: 'speech' | 'noise';
  start: number;
  end: number;
}

export interface Recognition {
  words: RecognizedWord[];
  sounds: HeardSound[];
}

/** A speech recognizer: 16 kHz mono 16-bit WAV in, timed words (and sounds) out. */
export interface Transcriber {
  readonly name: string;
  transcribe(wavPath: string, options?: TranscribeOptions): Promise<Recognition>;
}
