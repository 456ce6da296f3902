import { hesitationSpelled } from '@server/speech/hesitation-words';
import type { HeardWord } from '@server/speech/transcriber';
import { LETTERS_THEN_MARKS } from './house-spellings';
import { bareWord, contextLog10 } from './context-score';
import { joinPairs } from './join-pairs';
import { type NgramModel, wordId } from './ngram-model.mjs';

/**
 * How much likelier (log10) the language model must find the joined word than the two it was
 * written as: ten times. On the development set's texts (flite and festival ked) the joins it
 * wanted by more were all right ("no body" +3.2, "to day" +2.3, "after noon" +1.3); by less it
 * also wanted "everyday" for "every day" (+0.06) and "notable" for "no table" (+0.03).
 */
export const JOIN_MARGIN_LOG10 = 1;
/** Words after the pair whose probabilities the two spellings change: the trigram's reach. */
const AFTER = 2;

const LETTERS = /^\p{L}+$/u;

/**
 * Moonshine Tiny now and then writes a closed compound as two words ("no body", "to day", "after
 * noon"): pace counts a word too many and word error two. Both spellings sound the same, so only
 * the language can tell them apart: a pair of plain words with no mark between them is joined
 * when the word language model (Debian's en-us trigram model) finds the joined word, with the
 * words around it, JOIN_MARGIN_LOG10 likelier than the pair. Hesitations are never joined
 * ("kitchen er" is not "kitchener"), nor numbers, acronyms or a capitalised second word. The
 * joined word keeps the first's capital and the second's marks, and the less sure of the two
 * probabilities.
 */
export function joinClosedCompounds(words: readonly HeardWord[], model: NgramModel): HeardWord[] {
  return joinPairs(words, (first, second, written, rest) => {
    const joined = joinable(first, second);
    if (!joined || wordId(model, joined.word) === undefined) return undefined;
    const before = written.slice(-2).map((w) => bareWord(w.text));
    const after = rest.slice(0, AFTER).map((w) => bareWord(w.text));
    const split = contextLog10(model, before, [bareWord(first), bareWord(second), ...after]);
    const whole = contextLog10(model, before, [joined.word, ...after]);
    return whole - split >= JOIN_MARGIN_LOG10 ? { text: joined.text } : undefined;
  });
}

/** The word a pair would join into, lower case, and as written; undefined when it may not. */
function joinable(first: string, second: string): { word: string; text: string } | undefined {
  const tail = LETTERS_THEN_MARKS.exec(second);
  if (!LETTERS.test(first) || !tail) return undefined;
  if (hesitationSpelled(first) || hesitationSpelled(tail[1]!)) return undefined;
  // An acronym ("US"), or a capital after the first word: a name or a new sentence, not the tail
  // of a compound ("Mc Donald" stays; "No body" joins).
  if (first.length > 1 && first === first.toUpperCase()) return undefined;
  if (/^\p{Lu}/u.test(tail[1]!)) return undefined;
  const letters = `${first}${tail[1]!.toLowerCase()}`;
  return { word: letters.toLowerCase(), text: `${letters}${tail[2]}` };
}
