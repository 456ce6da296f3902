import type { CountedPhrase, Filler, Word } from '@common/contract/analysis';
import { BREAK_SEC } from '../measure/fillers';

/** Reads lower-case words with the pauses between them, as the filler detector does. */
export class SpokenWords {
  readonly text: string[];
  /** True where the filler detector counted the word (alone or in a phrase). */
  readonly inFiller: boolean[];

  constructor(
    readonly words: readonly Word[],
    fillers: readonly Filler[],
  ) {
    this.text = words.map((w) => w.word.toLowerCase());
    this.inFiller = words.map(() => false);
    // Both lists are in time order: one pass.
    let f = 0;
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (!w) continue;
      while (f < fillers.length && (fillers[f]?.end ?? 0) < w.start + 1e-6) f++;
      const filler = fillers[f];
      if (filler && filler.start <= w.start + 1e-6 && w.end <= filler.end + 1e-6) {
        this.inFiller[i] = true;
      }
    }
  }

  get length(): number {
    return this.text.length;
  }

  at(i: number): string | undefined {
    return this.text[i];
  }

  /** A clause-like break (or the edge of the speech) right before word i. */
  breakBefore(i: number): boolean {
    const prev = this.words[i - 1];
    const current = this.words[i];
    return !prev || !current || current.start - prev.end >= BREAK_SEC - 1e-6;
  }
}

interface Entry {
  /** The phrase, lower case. */
  text: string;
  parts: string[];
  /** Extra condition on the match at word i (the phrase's first word). */
  when?: (w: SpokenWords, i: number, end: number) => boolean;
}

const entries = (list: Array<string | [string, Entry['when']]>): Entry[] =>
  list
    .map((item) => {
      const [text, when] = typeof item === 'string' ? [item, undefined] : item;
      return { text, parts: text.split(' '), when };
    })
    // Longest first, so that "things like that" wins over "things".
    .sort((a, b) => b.parts.length - a.parts.length);

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const before = (w: SpokenWords, i: number) => (w.breakBefore(i) ? undefined : w.at(i - 1));
const after = (w: SpokenWords, end: number) => (w.breakBefore(end) ? undefined : w.at(end));

/** "the way I think about it", "what I think is": thinking, not hedging. */
const THINK_NOT_HEDGE_BEFORE = set('what how way why when where whatever which');
const THINK_NOT_HEDGE_AFTER = set('about of through over back up');
const thinkHedge = (w: SpokenWords, i: number, end: number) =>
  !THINK_NOT_HEDGE_BEFORE.has(before(w, i) ?? '') &&
  !THINK_NOT_HEDGE_AFTER.has(after(w, end) ?? '');
/** "just like", "just as", "just in time", "just now": comparison or time, not a minimiser. */
const JUST_NOT_HEDGE_AFTER = set('like as in now then');
const DETERMINERS = set(
  'a an the this that these those my your his her our their its so very such',
);

/**
 * Hedges: phrases that undercut a claim. "kind of" and "sort of" are not
 * here: the filler detector counts them (docs/speech-pipeline.md), and a
 * word it counted is never counted again as a hedge.
 */
const HEDGES = entries([
  ['i think', thinkHedge],
  ['i guess', thinkHedge],
  ['i suppose', thinkHedge],
  ['i believe', (w, i, end) => thinkHedge(w, i, end) && after(w, end) !== 'in'],
  'i feel like',
  'i feel that',
  'it seems like',
  'it seems',
  'seems like',
  'i would say',
  "i'd say",
  'in my opinion',
  "i'm not sure",
  'not sure',
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'presumably',
  'supposedly',
  'apparently',
  'arguably',
  'hopefully',
  'somewhat',
  'more or less',
  'a little bit',
  ['just', (w, i, end) => !JUST_NOT_HEDGE_AFTER.has(after(w, end) ?? '') && before(w, i) !== 'a'],
]);

/** Fixed phrases where "good" carries no judgement. */
const GOOD_FIXED_AFTER = set('morning afternoon evening night luck bye');

/**
 * Weak or vague words: intensifiers that add no content and words a listener
 * cannot picture.
 */
const WEAK_WORDS = entries([
  'things like that',
  'something like that',
  'and stuff',
  'or something',
  'or whatever',
  'a lot',
  'lots',
  'very',
  'really',
  ['pretty', (w, i) => !DETERMINERS.has(before(w, i) ?? '')],
  'quite',
  'totally',
  'super',
  'thing',
  'things',
  'stuff',
  'whatever',
  'nice',
  ['good', (w, _i, end) => !GOOD_FIXED_AFTER.has(after(w, end) ?? '')],
  'bad',
  'okay',
]);

function findPhrases(w: SpokenWords, list: readonly Entry[]): CountedPhrase[] {
  const found = new Map<string, number[]>();
  for (let i = 0; i < w.length;) {
    let matched = 0;
    for (const entry of list) {
      const n = entry.parts.length;
      let ok = true;
      for (let k = 0; k < n && ok; k++) {
        // A phrase is never joined across a break, and never reuses a filler's words.
        ok =
          w.at(i + k) === entry.parts[k] &&
          !w.inFiller[i + k] &&
          (k === 0 || !w.breakBefore(i + k));
      }
      if (!ok || (entry.when && !entry.when(w, i, i + n))) continue;
      const times = found.get(entry.text) ?? [];
      times.push(w.words[i]?.start ?? 0);
      found.set(entry.text, times);
      matched = n;
      break;
    }
    i += Math.max(1, matched);
  }
  return [...found.entries()]
    .map(([text, times]) => ({ text, count: times.length, times }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
}

export function findHedges(w: SpokenWords): CountedPhrase[] {
  return findPhrases(w, HEDGES);
}

export function findWeakWords(w: SpokenWords): CountedPhrase[] {
  return findPhrases(w, WEAK_WORDS);
}

/** One-word hedges and weak words, left out of the overused words (they are reported here). */
export const WORD_CHOICE_WORDS = new Set(
  [...HEDGES, ...WEAK_WORDS].filter((e) => e.parts.length === 1).map((e) => e.text),
);
