import type { Lexicon } from '../align/pronounce';
import type { RecognizedWord, SegmentAudio } from '../transcriber';
import { isWrittenHesitation } from './aligned-candidates';
import type { DecoderQuestion, ScoreTexts } from './verify-hesitations';
import { askDecoder, contextOf } from './verify-hesitations';

/**
 * A quick hesitation run into the word after it (or before it) comes out of Moonshine as one
 * word it is unsure of: "the um lease" -> "The unleash", "the um formed" -> "The unformed",
 * "kitchen er" -> "Kitchener". No acoustic rule finds those: there is no gap, slot or
 * look-alike, only a longer word whose first (or last) syllable is the hesitation's vowel. So a
 * word the engine doubted whose spelling is a hesitation's and a dictionary word's run together
 * is put to the engine's decoder both ways, on the audio around it; where the split reading
 * loses little, the word is split (ADR 41).
 */

/** A word the engine was surer of than this is the word it wrote. */
export const MAX_MERGED_PROBABILITY = 0.5;
/**
 * How much less likely (natural log) the decoder may find the split reading than the word it
 * wrote, and the split still be taken. The decoder wrote the merged word, so the split always
 * costs: on the development set the hesitations run into a word scored -6.7, -9.1 and -12.3
 * nats (and -13.7), the first word without one -12.8 (ADR 41).
 */
export const MIN_MERGED_GAIN = -12.5;

/** The rest must be a word of its own this long: "un" + "do" is not a hesitation and "do". */
const MIN_REST_LETTERS = 3;
const BEFORE: Array<[RegExp, 'um' | 'uh']> = [
  [/^(?:um|un)([a-z']+)$/, 'um'],
  [/^(?:uh|er|ah|u|a)([a-z']+)$/, 'uh'],
];
const AFTER: Array<[RegExp, 'um' | 'uh']> = [
  [/^([a-z']+)um$/, 'um'],
  [/^([a-z']+)(?:er|uh|ah)$/, 'uh'],
];

export interface MergedSplit {
  hesitation: 'um' | 'uh';
  /** Where the hesitation was said: before the rest of the word, or after it. */
  side: 'before' | 'after';
  /** The dictionary word left ("leash" of "unleash"). */
  rest: string;
}

/** The ways a word's spelling reads as a hesitation and a dictionary word run together. */
export function mergedSplits(word: string, lexicon: Lexicon): MergedSplit[] {
  const plain = word.toLowerCase();
  if (isWrittenHesitation(plain)) return [];
  const splits: MergedSplit[] = [];
  const add = (rest: string | undefined, hesitation: 'um' | 'uh', side: 'before' | 'after') => {
    if (!rest || rest.replace(/'/g, '').length < MIN_REST_LETTERS) return;
    if (!lexicon.has(rest) || isWrittenHesitation(rest)) return;
    if (splits.some((s) => s.rest === rest && s.side === side)) return;
    splits.push({ hesitation, side, rest });
  };
  for (const [pattern, hesitation] of BEFORE) add(pattern.exec(plain)?.[1], hesitation, 'before');
  for (const [pattern, hesitation] of AFTER) add(pattern.exec(plain)?.[1], hesitation, 'after');
  return splits;
}

export interface MergedCandidate {
  wordIndex: number;
  splits: MergedSplit[];
}

/** The words of a recognition worth asking about: doubted, and splitting into a hesitation and a word. */
export function mergedCandidates(
  words: readonly RecognizedWord[],
  lexicon: Lexicon,
): MergedCandidate[] {
  const candidates: MergedCandidate[] = [];
  words.forEach((w, wordIndex) => {
    const probability = w.recognizerProbability ?? w.confidence;
    if (probability > MAX_MERGED_PROBABILITY || w.aligned === false) return;
    const splits = mergedSplits(w.word, lexicon);
    if (splits.length > 0) candidates.push({ wordIndex, splits });
  });
  return candidates;
}

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The split as written: "um, leash" for "unleash"; "Kitchen, uh," for "Kitchener,". */
export function splitTexts(written: string, split: MergedSplit): [string, string] {
  const trailing = /[^\p{L}\p{N}']+$/u.exec(written)?.[0] ?? '';
  const upper = /^\p{Lu}/u.test(written);
  const first = split.side === 'before' ? split.hesitation : split.rest;
  const second = split.side === 'before' ? split.rest : split.hesitation;
  return [
    `${upper ? capitalised(first) : first},`,
    `${second}${trailing || (split.side === 'after' ? ',' : '')}`,
  ];
}

/** The split reading the decoder takes, or undefined. Scores: as written, then each split. */
export function mergedVerdict(
  scores: readonly number[],
  splits: readonly MergedSplit[],
  minGain = MIN_MERGED_GAIN,
): MergedSplit | undefined {
  const [written, ...rest] = scores;
  if (written === undefined) return undefined;
  let best: { split: MergedSplit; score: number } | undefined;
  rest.forEach((score, i) => {
    const split = splits[i];
    if (split && Number.isFinite(score) && (!best || score > best.score)) best = { split, score };
  });
  return best && best.score - written >= minGain ? best.split : undefined;
}

const spelled = (w: RecognizedWord) => w.text ?? w.word;

/** What the decoder is asked about a candidate: up to four words each side, the word as written, then split each way. */
export function mergedQuestion(
  { wordIndex, splits }: MergedCandidate,
  words: readonly RecognizedWord[],
): DecoderQuestion {
  const word = words[wordIndex]!;
  const { before, after, from, to } = contextOf(words, [wordIndex], word.start, word.end);
  const beforeText = before.map((i) => spelled(words[i]!));
  const afterText = after.map((i) => spelled(words[i]!));
  const said = (middle: readonly string[]) => [...beforeText, ...middle, ...afterText].join(' ');
  return {
    from,
    to,
    texts: [said([spelled(word)]), ...splits.map((s) => said(splitTexts(spelled(word), s)))],
  };
}

/** The candidates the decoder hears as a hesitation run into a word, with the split it took. */
export function verifyMerged(
  candidates: readonly MergedCandidate[],
  words: readonly RecognizedWord[],
  audio: SegmentAudio,
  scoreTexts: ScoreTexts,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Array<{ wordIndex: number; split: MergedSplit }>> {
  return askDecoder(
    candidates,
    (candidate) => mergedQuestion(candidate, words),
    ({ wordIndex, splits }, scores) => {
      const split = mergedVerdict(scores, splits);
      return split && { wordIndex, split };
    },
    audio,
    scoreTexts,
    options,
  );
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The words with each split made: the hesitation written as the engine would ("um,"), so the
 * stage takes it as one it heard, and the rest of the word; the word's time shared between them
 * by their phones (the hesitation one vowel, or a vowel and its nasal).
 */
export function applyMergedSplits(
  words: readonly RecognizedWord[],
  splits: ReadonlyArray<{ wordIndex: number; split: MergedSplit }>,
  lexicon: Lexicon,
): RecognizedWord[] {
  const byIndex = new Map(splits.map((s) => [s.wordIndex, s.split]));
  return words.flatMap((w, i) => {
    const split = byIndex.get(i);
    if (!split) return [w];
    const restPhones = lexicon.get(split.rest)?.[0] ?? '';
    const hesitationPhones = split.hesitation === 'um' ? 'AH M' : 'AH';
    const count = (p: string) => p.split(' ').filter(Boolean).length;
    const share =
      count(hesitationPhones) / Math.max(1, count(hesitationPhones) + count(restPhones));
    const [firstText, secondText] = splitTexts(spelled(w), split);
    const hesitationFirst = split.side === 'before';
    const cut = round3(
      hesitationFirst ? w.start + (w.end - w.start) * share : w.end - (w.end - w.start) * share,
    );
    const piece = (word: string, text: string, phones: string, start: number, end: number) => ({
      ...w,
      word,
      text,
      phones,
      start,
      end,
    });
    const hesitation = (text: string, start: number, end: number) =>
      piece(split.hesitation, text, hesitationPhones, start, end);
    const rest = (text: string, start: number, end: number) =>
      piece(split.rest, text, restPhones, start, end);
    return hesitationFirst
      ? [hesitation(firstText, w.start, cut), rest(secondText, cut, w.end)]
      : [rest(firstText, w.start, cut), hesitation(secondText, cut, w.end)];
  });
}
