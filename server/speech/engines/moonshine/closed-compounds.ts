import { hesitationSpelled } from '@server/speech/hesitation-words';
import type { HeardWord } from '@server/speech/transcriber';
import { LETTERS_THEN_MARKS } from './house-spellings';
import { type NgramModel, logProb, wordId } from './ngram-model.mjs';

/**
 * How much likelier (log10) the language model must find the joined word than the two it was
 * written as: ten times. On the development set's texts (flite and festival ked) the joins it
 * wanted by more were all right ("no body" +3.2, "to day" +2.3, "after noon" +1.3); by less it
 * also wanted "everyday" for "every day" (+0.06) and "notable" for "no table" (+0.03).
 */
export const JOIN_MARGIN_LOG10 = 1;
/** sphinxbase's log-probabilities are in base 1.0001: this many units make one in log10. */
const UNITS_PER_LOG10 = Math.log(10) / Math.log(1.0001);
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
  const out: HeardWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    const second = words[i + 1];
    const joined = second && joinable(first.text, second.text);
    if (joined && wordId(model, joined.word) !== undefined) {
      const before = out.slice(-2).map((w) => bare(w.text));
      const after = words.slice(i + 2, i + 2 + AFTER).map((w) => bare(w.text));
      const split = score(model, before, [bare(first.text), bare(second.text), ...after]);
      const whole = score(model, before, [joined.word, ...after]);
      if ((whole - split) / UNITS_PER_LOG10 >= JOIN_MARGIN_LOG10) {
        out.push({
          text: joined.text,
          probability: Math.min(first.probability, second.probability),
          ...((first.disputed || second.disputed) && { disputed: true }),
        });
        i++;
        continue;
      }
    }
    out.push(first);
  }
  return out;
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

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}']/gu, '');

/**
 * The summed log-probability of the words `scored`, each after the two before it (the first
 * after `before`); a word the model does not know adds nothing and is no word's history.
 */
function score(model: NgramModel, before: readonly string[], scored: readonly string[]): number {
  const ids = [...before, ...scored].map((w) => (w ? wordId(model, w) : undefined));
  let total = 0;
  for (let i = before.length; i < ids.length; i++) {
    const id = ids[i];
    if (id === undefined) continue;
    total += logProb(model, ids[i - 2], ids[i - 1], id);
  }
  return total;
}
