import { onsetFrameScore } from './engines/moonshine/article-probe';
import type { FrameScores } from './engines/moonshine/hesitation-probe';
import type { RecognizedWord } from './transcriber';

/**
 * A written "the" whose first frame the article probe scores below this (log-odds of "the") was
 * a quick "a". Chosen on the development set with probes that never heard the speech they judged
 * (ADR 56): of -0.5, -1.2 and -2 it left the fewest errors.
 */
export const ARTICLE_THRESHOLD = -1.2;

const VOWEL_PHONE = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)/;
/**
 * Sounds that take in the "th" of a "the" said right after them ("at the", "in the", "is the"):
 * the first frame then holds the end of the word before, and the probe cannot hear the "th".
 */
const MERGING_PHONE = /\b(T|D|N|S|Z|TH|DH)$/;
const MERGING_LETTERS = /(t|d|n|s|z|th)$/i;

/** The word before ends in a sound the "th" merges into, with no punctuation (a pause) between. */
function mergesInto(previous: RecognizedWord | undefined): boolean {
  if (!previous || /[,.;:!?]["')\]]*$/.test(previous.text ?? '')) return false;
  return previous.phones
    ? MERGING_PHONE.test(previous.phones)
    : MERGING_LETTERS.test(previous.word);
}

/** "a" as the engine would have written it in place of `text` ("The" -> "A", "the," -> "a,"). */
function asA(text: string): string {
  return text.replace(
    /^([^\p{L}]*)(t)he/iu,
    (_, before: string, t: string) => before + (t === 'T' ? 'A' : 'a'),
  );
}

/**
 * Moonshine Tiny writes "the" for a quick "a" more often than any other mistake (ADR 40); its
 * encoder still tells them apart at the word's first frame, where "the" has its "th" (ADR 56).
 * Each written "the" before a consonant, aligned, whose first frame the probe scores below
 * ARTICLE_THRESHOLD is written "a". Before a vowel "the" stays ("a" would be "an"), and so does
 * one run on from a word ending in t, d, n, s, z or th, whose sound the "th" merges into.
 */
export function respellArticles(
  words: readonly RecognizedWord[],
  tracks: readonly FrameScores[],
): RecognizedWord[] {
  if (!tracks.some((t) => t.articles && t.articles.length > 0)) return [...words];
  return words.map((word, i) => {
    const next = words[i + 1];
    if (word.word !== 'the' || word.aligned === false || !next) return word;
    const beforeVowel = next.phones ? VOWEL_PHONE.test(next.phones) : /^[aeiou]/i.test(next.word);
    if (beforeVowel || mergesInto(words[i - 1])) return word;
    const score = onsetFrameScore(tracks, word.start, word.end, (t) => t.articles);
    if (score === undefined || score >= ARTICLE_THRESHOLD) return word;
    return {
      ...word,
      word: 'a',
      ...(word.text !== undefined && { text: asA(word.text) }),
      phones: 'AH',
    };
  });
}
