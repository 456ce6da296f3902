import type { HeardWord } from '@server/speech/transcriber';
import { matchReadings } from './match-readings';

/**
 * Words in a row with no punctuation after one that say a reading has dropped it. Moonshine's
 * sentences run to 22 words at most on the development set; its beam now and then settles on
 * writing a segment without commas, stops or capitals, 60-200 words of it.
 */
const UNPUNCTUATED_RUN = 30;

/** The pronoun I written in lower case, alone or in a contraction: never Moonshine's usual hand. */
const LOWER_I = /^i(['\u2019](m|ve|ll|d))?[.,?!;:]*$/;
const ENDS_PUNCTUATED = /[.,?!;:]["'\u201d)\]]*$/;
const ENDS_SENTENCE = /[.?!]["'\u201d)\]]*$/;

/** Whether a reading of a segment has lost its punctuation (see UNPUNCTUATED_RUN). */
export function lostItsPunctuation(words: readonly HeardWord[]): boolean {
  let run = 0;
  for (const word of words) {
    if (LOWER_I.test(word.text)) return true;
    run = ENDS_PUNCTUATED.test(word.text) ? 0 : run + 1;
    if (run >= UNPUNCTUATED_RUN) return true;
  }
  return false;
}

/** A word's letters and digits, without what stands before or after them. */
const core = (text: string) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

const capitalized = (text: string) =>
  text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('en'));

/**
 * `words` written as `styled` writes them: where the two readings have the same word, its case
 * and punctuation from `styled` (a reading that kept them); elsewhere the word as it was, with a
 * capital where a sentence starts. The pronoun I gets its capital either way. The words
 * themselves, their number and their probabilities are those of `words`.
 */
export function borrowPunctuation(
  words: readonly HeardWord[],
  styled: readonly HeardWord[],
): HeardWord[] {
  const out: HeardWord[] = [];
  for (const step of matchReadings(words, styled)) {
    if (step.kind === 'second') continue;
    const word = step.first;
    const sameWord =
      step.kind === 'same' &&
      core(step.second.text).toLowerCase() === core(word.text).toLowerCase();
    // Where the styled reading lost its punctuation too, the pronoun I still gets its capital.
    const text = sameWord ? step.second.text : word.text;
    const startsSentence = out.length === 0 || ENDS_SENTENCE.test(out.at(-1)!.text);
    const capital = LOWER_I.test(text) || (!sameWord && startsSentence);
    out.push({ ...word, text: capital ? capitalized(text) : text });
  }
  return out;
}
