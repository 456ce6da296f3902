import type { Lexicon } from '@server/speech/align/pronounce';
import { hesitationSpelled } from '@server/speech/hesitation-words';
import type { HeardWord } from '@server/speech/transcriber';
import { bareWord, contextLog10 } from './context-score';
import { type PairJoin, joinPairs } from './join-pairs';
import { type NgramModel, wordId } from './ngram-model.mjs';

/**
 * How much likelier (log10) the language model must find the one word, with the words around it,
 * than the two Moonshine wrote: thirty times. On the development set the joins wanted by more were
 * all right ("a very" -> "every" from +1.9 to +6.9 in festival ked's voice, with the word after it
 * respelled where Moonshine had fitted it to the pair; "watch is" -> "watches" +2.1); ten times
 * also let in "but when," -> "between" (+1.36, said "what went").
 */
export const SOUND_ALIKE_MARGIN_LOG10 = 1.5;
/** Words after the pair whose probabilities the two spellings change: the trigram's reach. */
const AFTER = 2;

const VOWELS = new Set('AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW'.split(' '));
/** Vowels a word's and a pair's sounds may differ in, besides the pair's schwa (AH) for any. */
const NEAR = new Set(['EH ER', 'ER EH', 'ER AH', 'IH IY', 'IY IH']);

/** A pronunciation as sounds, an r-coloured vowel as its vowel and its R ("ER" -> ER R). */
const sounds = (phones: string) =>
  phones.split(' ').flatMap((p) => (p === 'ER' ? ['ER', 'R'] : [p]));

/** Its consonants as written and each vowel as a slot: how the index finds a word. */
const skeleton = (phones: string) =>
  sounds(phones)
    .map((p) => (VOWELS.has(p) ? '@' : p))
    .join(' ');

/** The words the language model knows by skeleton, with their pronunciations. */
export type SoundAlikeIndex = ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>;

/**
 * Every word of the lexicon the language model knows, letters only (no contraction, no
 * hesitation), by its pronunciations' skeletons.
 */
export function soundAlikeIndex(lexicon: Lexicon, model: NgramModel): SoundAlikeIndex {
  const index = new Map<string, Array<readonly [string, string]>>();
  for (const [word, pronunciations] of lexicon) {
    if (!/^\p{L}+$/u.test(word) || hesitationSpelled(word)) continue;
    if (wordId(model, word) === undefined) continue;
    for (const phones of pronunciations) {
      const key = skeleton(phones);
      const list = index.get(key);
      if (list) list.push([word, phones]);
      else index.set(key, [[word, phones]]);
    }
  }
  return index;
}

/**
 * Whether a word sounds as the pair does: the same consonants, and each vowel the same, or the
 * pair's a schwa (Moonshine writes "a" for a reduced first vowel: "a very" for "every"), or near
 * (EH/ER, IH/IY). Not the other way: a word's schwa for the pair's full vowel ("robber toy" is
 * not "roberta", "bee does" not "buddies").
 */
function soundsAs(pair: string, word: string): boolean {
  const a = sounds(pair);
  const b = sounds(word);
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i]!;
    return x === y || (VOWELS.has(x) && VOWELS.has(y) && (x === 'AH' || NEAR.has(`${x} ${y}`)));
  });
}

const PLAIN = /^[\p{L}']+$/u;
/** A plain word (letters, an apostrophe), then marks: no digits, no hyphen. */
export const PLAIN_THEN_MARKS = /^([\p{L}']+)([.,?!;:]*)$/u;

/**
 * Moonshine Tiny writes a word it hears unclearly as two short ones that sound like it: "a very
 * day" for "every day" (most of all in festival ked's voice), "watch is" for "watches". Pace then
 * counts a word too many, and the speaker reads a phrase they did not say. A pair of plain words
 * with no mark between them becomes one word that sounds as they do (`soundsAs`) where the word
 * language model finds it, with the words around it, SOUND_ALIKE_MARGIN_LOG10 likelier. Never a
 * hesitation, an acronym, a capitalised second word (a name or a new sentence), or the two
 * words' letters run together (closed-compounds.ts decides those). The word keeps the first's
 * capital, the second's marks and the less sure of the two probabilities.
 */
export function joinSoundAlikes(
  words: readonly HeardWord[],
  model: NgramModel,
  lexicon: Lexicon,
  index: SoundAlikeIndex,
): HeardWord[] {
  return joinPairs(words, bestJoin);

  function bestJoin(
    first: string,
    second: string,
    before: readonly HeardWord[],
    after: readonly HeardWord[],
  ): ReturnType<PairJoin> {
    const tail = PLAIN_THEN_MARKS.exec(second);
    if (!PLAIN.test(first) || !tail) return undefined;
    if (first.length > 1 && first === first.toUpperCase()) return undefined;
    if (/^\p{Lu}/u.test(tail[1]!)) return undefined;
    const pair = [first.toLowerCase(), tail[1]!.toLowerCase()];
    if (pair.some((w) => hesitationSpelled(w))) return undefined;
    const candidates = new Set<string>();
    for (const a of lexicon.get(pair[0]!) ?? []) {
      for (const b of lexicon.get(pair[1]!) ?? []) {
        const phones = `${a} ${b}`;
        for (const [word, said] of index.get(skeleton(phones)) ?? []) {
          if (word !== pair.join('') && soundsAs(phones, said)) candidates.add(word);
        }
      }
    }
    if (candidates.size === 0) return undefined;
    const context = before.slice(-2).map((w) => bareWord(w.text));
    const following = after.slice(0, AFTER).map((w) => bareWord(w.text));
    const split = contextLog10(model, context, [...pair, ...following]);
    const readings = [undefined, ...homophones(after[0]?.text)];
    let best: { word: string; next: string | undefined; gain: number } | undefined;
    for (const word of candidates) {
      for (const next of readings) {
        const rest = next === undefined ? following : [next.word, ...following.slice(1)];
        const gain = contextLog10(model, context, [word, ...rest]) - split;
        if (gain >= SOUND_ALIKE_MARGIN_LOG10 && (!best || gain > best.gain)) {
          best = { word, next: next?.text, gain };
        }
      }
    }
    if (!best) return undefined;
    // "I" has its capital anywhere; the word it is joined into only where a sentence begins.
    const opensSentence = before.length === 0 || /[.?!]["']?$/.test(before.at(-1)!.text);
    const capital = /^\p{Lu}/u.test(first) && (first !== 'I' || opensSentence);
    const written = capital ? `${best.word[0]!.toUpperCase()}${best.word.slice(1)}` : best.word;
    return { text: `${written}${tail[2]}`, ...(best.next !== undefined && { next: best.next }) };
  }

  /**
   * The words said as the word after a pair is ("weak": "week"), each as it would be written in
   * its place: Moonshine spells that word to fit the two it wrote ("a very weak" for "every
   * week"), so the one word is weighed with it either way. Not a name or a hesitation.
   */
  function homophones(text: string | undefined): Array<{ word: string; text: string }> {
    const parts = text === undefined ? null : PLAIN_THEN_MARKS.exec(text);
    if (!parts || /^\p{Lu}/u.test(parts[1]!) || hesitationSpelled(parts[1]!)) return [];
    const word = parts[1]!.toLowerCase();
    const found = new Set<string>();
    for (const phones of lexicon.get(word) ?? []) {
      for (const [other, said] of index.get(skeleton(phones)) ?? []) {
        if (said === phones && other !== word) found.add(other);
      }
    }
    return [...found].map((other) => ({ word: other, text: `${other}${parts[2]}` }));
  }
}
