import type { Word } from '@common/contract/analysis';

/**
 * A gap between words at least this long ends a sentence for the grammar
 * checker. Speakers pause between sentences for 0.3 s or more, and inside a
 * sentence mostly less (the filler detector's comma-like break is 0.15 s).
 * Too short a gap only splits a sentence in two, which the checker
 * tolerates; too long a gap runs sentences together.
 */
export const SENTENCE_GAP_SEC = 0.3;

export interface WordRange {
  /** Index of the first word. */
  first: number;
  /** Index of the last word (inclusive). */
  last: number;
}

export interface PresentedTranscript {
  /** The words as written sentences: capitals at sentence starts and on "I", full stops. */
  text: string;
  /** Per word: where it sits in `text`, [start, end). */
  spans: Array<{ start: number; end: number }>;
  /** Per word: where it starts in the transcript (the words joined by single spaces). */
  offsets: number[];
  sentences: WordRange[];
}

/** "i", "i'm", "i've", "i'll", "i'd": the recognizer writes them in lower case. */
const FIRST_PERSON = /^i(?:'(?:m|ve|ll|d))?$/;

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A word as the transcript shows it: the recognizer's writing when it has one. */
export function shownWord(word: Word): string {
  return word.text ?? word.word;
}

/** The transcript the speaker reads: Moonshine's punctuation and capitals, or plain words. */
export function transcriptOf(words: readonly Word[]): string {
  return words.map(shownWord).join(' ');
}

/** Moonshine ends its sentences with these (a closing quote or bracket may follow). */
export const SENTENCE_END = /[.!?]["')\]]*$/;

/**
 * Words written by a recognizer that punctuates (Moonshine; a word without
 * `text`, such as a hesitation put back from the audio, shows as its word) are already
 * sentences: the text is the transcript itself and sentences end at its full
 * stops, question and exclamation marks.
 */
function presentWritten(words: readonly Word[]): PresentedTranscript {
  const spans: PresentedTranscript['spans'] = [];
  const offsets: number[] = [];
  const sentences: WordRange[] = [];
  let text = '';
  let sentenceStart = 0;
  words.forEach((w, i) => {
    if (i > 0) text += ' ';
    const shown = shownWord(w);
    offsets.push(text.length);
    spans.push({ start: text.length, end: text.length + shown.length });
    text += shown;
    if (SENTENCE_END.test(shown) || i === words.length - 1) {
      sentences.push({ first: sentenceStart, last: i });
      sentenceStart = i + 1;
    }
  });
  return { text, spans, offsets, sentences };
}

/**
 * The recognizer gives lower-case words without punctuation; a checker made
 * for written text would flag every sentence for a missing capital and full
 * stop, and read the whole speech as one sentence. This writes the words as
 * sentences split at pauses, keeping a map back to the words.
 */
export function presentTranscript(
  words: readonly Word[],
  gapSec = SENTENCE_GAP_SEC,
): PresentedTranscript {
  if (words.some((w) => w.text !== undefined)) return presentWritten(words);
  const spans: PresentedTranscript['spans'] = [];
  const offsets: number[] = [];
  const sentences: WordRange[] = [];
  let text = '';
  let transcriptAt = 0;
  let sentenceStart = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]?.word ?? '';
    const next = words[i + 1];
    const current = words[i];
    const endsSentence = !next || !current || next.start - current.end >= gapSec - 1e-6;
    let shown = FIRST_PERSON.test(word) ? capitalise(word) : word;
    if (i === sentenceStart) shown = capitalise(shown);
    spans.push({ start: text.length, end: text.length + shown.length });
    offsets.push(transcriptAt);
    transcriptAt += (current ? shownWord(current) : word).length + 1;
    text += shown;
    if (endsSentence) {
      text += next ? '. ' : '.';
      sentences.push({ first: sentenceStart, last: i });
      sentenceStart = i + 1;
    } else {
      text += ' ';
    }
  }
  return { text, spans, offsets, sentences };
}

/**
 * The words a stretch [start, end) of the presented text touches; null when
 * it touches none (only punctuation this module added).
 */
export function wordsInRange(
  presented: PresentedTranscript,
  start: number,
  end: number,
): WordRange | null {
  const { spans } = presented;
  // First word ending after `start` (binary search: spans are in order).
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid]?.end ?? 0) > start) hi = mid;
    else lo = mid + 1;
  }
  const first = lo;
  let last = first - 1;
  for (let i = first; i < spans.length && (spans[i]?.start ?? Infinity) < end; i++) last = i;
  return last >= first ? { first, last } : null;
}

/** Character range of words [first, last] in the transcript. */
export function transcriptRange(
  presented: PresentedTranscript,
  words: readonly Word[],
  range: WordRange,
): { start: number; end: number } {
  const start = presented.offsets[range.first] ?? 0;
  const lastStart = presented.offsets[range.last] ?? start;
  const last = words[range.last];
  return { start, end: lastStart + (last ? shownWord(last).length : 0) };
}
