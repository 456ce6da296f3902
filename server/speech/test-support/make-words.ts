import type { Word } from '@common/contract/analysis';
import type { RecognizedWord } from '../transcriber';

export interface MakeWordsOptions {
  /** Where the first word starts. */
  startSec?: number;
  wordSec?: number;
  /** Gap between words not separated by a mark (the recognizer's usual 0-10 ms). */
  gapSec?: number;
  /** Gap at a `,` mark: a short break that acts as punctuation. */
  commaSec?: number;
  confidence?: number;
  /**
   * Tokens as a punctuating recognizer writes them ("like," "Right?"): each
   * word keeps the token as `text`, and `word` is it in lower case without
   * the punctuation. A lone `,` is still a silence.
   */
  written?: boolean;
}

/**
 * Timed words from a sentence written like speech: `,` is a short break,
 * `_1.5` a silence of 1.5 s. "it was , like , huge" says "like" between breaks.
 */
export function makeWords(script: string, options: MakeWordsOptions = {}): Word[] {
  const {
    startSec = 0,
    wordSec = 0.3,
    gapSec = 0.01,
    commaSec = 0.3,
    confidence = 0.9,
    written = false,
  } = options;
  const words: Word[] = [];
  let at = startSec;
  let pendingGap: number | undefined;
  for (const token of script.trim().split(/\s+/)) {
    if (token === ',') {
      pendingGap = (pendingGap ?? 0) + commaSec;
      continue;
    }
    const silence = /^_(\d+(?:\.\d+)?)$/.exec(token);
    if (silence) {
      pendingGap = (pendingGap ?? 0) + Number(silence[1]);
      continue;
    }
    if (words.length > 0) at += pendingGap ?? gapSec;
    pendingGap = undefined;
    const word = written
      ? token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '').toLowerCase()
      : token;
    words.push({
      word,
      start: round(at),
      end: round(at + wordSec),
      confidence,
      ...(written ? { text: token } : {}),
    });
    at += wordSec;
  }
  return words;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** One word as the aligner gives it: "Um," is "um" with its text kept, sure at 0.9. */
export const alignedWord = (text: string, start: number, end: number): RecognizedWord => ({
  word: text.toLowerCase().replace(/[^a-z']/g, ''),
  text,
  start,
  end,
  confidence: 0.9,
  aligned: true,
});
