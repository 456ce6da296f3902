import type { CountedPhrase } from '@common/contract/analysis';
import type { SpokenWords } from './word-choice';
import { WORD_CHOICE_WORDS } from './word-choice';

/**
 * Function words, pronouns, auxiliaries, contractions and the verbs every
 * speech leans on: frequent in any speech, so never "overused".
 */
const STOP_WORDS = new Set(
  `a an the and or but if so because as than then that this these those there here
  of to in on at by for with from about into onto over under up down out off again
  i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
  who whom whose which what when where why how all any both each every few more most other some such
  no nor not only own same too very can will just don't should now
  is am are was were be been being have has had having do does did doing
  would could might must may shall can't won't isn't aren't wasn't weren't haven't hasn't hadn't
  doesn't didn't couldn't shouldn't wouldn't i'm i've i'll i'd you're you've you'll you'd
  he's she's it's we're we've we'll we'd they're they've they'll they'd that's there's what's
  let's one two also even still yet ever never always really well like
  get got go going gone went make made know knew think thought say said see saw want come came take took
  yes yeah oh um uh`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word is overused from this count... */
export const MIN_OVERUSED_WORD = 4;
/** ...and this share of all words (a topic word may come back, within reason). */
export const OVERUSED_WORD_SHARE = 0.015;
/** A phrase of 2-3 words is overused from this count... */
export const MIN_OVERUSED_PHRASE = 3;
/** ...and this share of all words. */
export const OVERUSED_PHRASE_SHARE = 0.005;
/** At most this many are reported, most used first. */
export const MAX_OVERUSED = 10;

function isContent(word: string | undefined): boolean {
  return word !== undefined && word.length >= 3 && !STOP_WORDS.has(word);
}

/**
 * Content words and phrases used far more than a speech of this length
 * needs. Stop words, fillers, and the hedges and weak words reported on their
 * own are left out; phrases start and end with a content word and do not run
 * across a break. A word or phrase inside a reported longer phrase with about
 * the same count (one more at most) is not reported again.
 */
export function findOverused(w: SpokenWords): CountedPhrase[] {
  const counts = new Map<string, number[]>();
  const add = (text: string, time: number) => {
    const times = counts.get(text) ?? [];
    times.push(time);
    counts.set(text, times);
  };
  const usable = (i: number) =>
    isContent(w.at(i)) && !w.inFiller[i] && !WORD_CHOICE_WORDS.has(w.at(i) ?? '');
  for (let i = 0; i < w.length; i++) {
    const time = w.words[i]?.start ?? 0;
    if (usable(i)) add(w.at(i) ?? '', time);
    for (let n = 2; n <= 3; n++) {
      const last = i + n - 1;
      if (last >= w.length || !usable(i) || !usable(last)) continue;
      let ok = true;
      for (let k = i; k <= last && ok; k++) ok = !w.inFiller[k] && (k === i || !w.breakBefore(k));
      if (ok) add(w.text.slice(i, last + 1).join(' '), time);
    }
  }

  const total = w.length;
  const wordLimit = Math.max(MIN_OVERUSED_WORD, Math.ceil(total * OVERUSED_WORD_SHARE));
  const phraseLimit = Math.max(MIN_OVERUSED_PHRASE, Math.ceil(total * OVERUSED_PHRASE_SHARE));
  const over = [...counts.entries()]
    .map(([text, times]) => ({ text, count: times.length, times }))
    .filter((p) => p.count >= (p.text.includes(' ') ? phraseLimit : wordLimit))
    // Longer first, so that a phrase is kept before the words in it.
    .sort((a, b) => b.text.split(' ').length - a.text.split(' ').length || b.count - a.count);

  const kept: CountedPhrase[] = [];
  for (const p of over) {
    const inside = kept.some(
      (k) => ` ${k.text} `.includes(` ${p.text} `) && p.count - k.count <= 1,
    );
    if (!inside) kept.push(p);
  }
  return kept
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, MAX_OVERUSED);
}
