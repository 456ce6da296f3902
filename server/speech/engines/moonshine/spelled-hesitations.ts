import { HESITATIONS_WRITTEN, hesitationSpelled } from '@server/speech/hesitation-words';
import type { HeardWord } from '@server/speech/transcriber';

/**
 * A letter's name as Moonshine writes it: a capital alone or with a dot or comma ("M", "M.",
 * "M,"), or initials run together ("A.H.M.M."). A lower-case letter alone is a word ("a").
 */
const LETTER_NAMES = /^(?:\p{Lu}|(?:\p{L}\.)+)[.,]?$/u;
/** Written as a letter, not as the words "A" and "I" that open a sentence: a dot or comma after. */
const MARKED_AS_LETTER = /[.,]$/;

const lettersOf = (text: string) => text.replace(/[.,]/g, '').toLowerCase();

/**
 * The hesitations letters may spell: not "er", whose letters are more often the initials of the
 * emergency room ("to the E. R."); every spelled hesitation heard so far was a hum.
 */
const SPELLED_AS_LETTERS = HESITATIONS_WRITTEN.filter((h) => h !== 'er');

const spellsHesitation = (letters: string) => {
  const spelled = hesitationSpelled(letters);
  return SPELLED_AS_LETTERS.find((h) => h === spelled);
};

/**
 * Where the hesitation in a run of letter names begins, and which it is: the longest tail of the
 * run's letters that spells one ("h m m", "m m"). The letters before it are the sound opening the
 * hum ("A, J, M, M.", "A.H.M.M.": a vowel heard as letter names) and join it when written as
 * letters; the first that is not ends the join before it.
 */
function spelledTail(run: readonly HeardWord[]): { from: number; spelled: string } | undefined {
  const letters = run.map((w) => lettersOf(w.text));
  const all = letters.join('');
  for (let k = 0; k < all.length - 1; k++) {
    const spelled = spellsHesitation(all.slice(k));
    if (!spelled) continue;
    // The word holding the tail's first letter, then back over the words marked as letters.
    let from = 0;
    for (let seen = letters[0]!.length; seen <= k; seen += letters[from]!.length) from++;
    while (from > 0 && MARKED_AS_LETTER.test(run[from - 1]!.text)) from--;
    return { from, spelled };
  }
  return undefined;
}

/**
 * Moonshine sometimes spells a drawn-out "hmm" out as letters, "H. M. M.", "H M M.", "M, M," or
 * "A, J, M, M.": words nobody said where one hesitation was. A run of letter names ending in
 * letters that spell um, uh or hmm is that hesitation, one word, capitalised as its first letter
 * was, without the letters' dots (which end no sentence) but with a comma written after the last,
 * as unsure as its least sure letter. Letters that spell anything else ("U.K.", "E. R.") stay.
 */
export function joinSpelledHesitations(words: readonly HeardWord[]): HeardWord[] {
  const out: HeardWord[] = [];
  let i = 0;
  while (i < words.length) {
    let end = i;
    while (end < words.length && LETTER_NAMES.test(words[end]!.text)) end++;
    // The longest run that ends in a hesitation: "H. M. M. I" is "Hmm" and the word "I".
    let tail: ReturnType<typeof spelledTail>;
    while (end > i && !(tail = spelledTail(words.slice(i, end)))) end--;
    if (!tail) {
      out.push(words[i]!);
      i++;
      continue;
    }
    const run = words.slice(i + tail.from, end);
    out.push(...words.slice(i, i + tail.from));
    const { spelled } = tail;
    const capital = /^\p{Lu}/u.test(run[0]!.text);
    const comma = run.at(-1)!.text.endsWith(',') ? ',' : '';
    out.push({
      text: `${capital ? `${spelled[0]!.toUpperCase()}${spelled.slice(1)}` : spelled}${comma}`,
      probability: Math.min(...run.map((w) => w.probability)),
      ...(run.some((w) => w.disputed) && { disputed: true }),
    });
    i = end;
  }
  return out;
}
