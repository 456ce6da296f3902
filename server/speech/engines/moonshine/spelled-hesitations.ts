import { HESITATIONS_WRITTEN, hesitationSpelled } from '@server/speech/hesitation-words';
import type { HeardWord } from '@server/speech/transcriber';

/** A word written as initials: one letter and its dot ("H."), or several run together ("A.H.M."). */
const INITIALS = /^(?:\p{L}\.)+$/u;

const lettersOf = (text: string) => text.replace(/\./g, '').toLowerCase();

/**
 * The hesitation a run of initials spells: "hmm" from "H. M. M." or "A.H.M.M." (an "a" before
 * the "h" is the vowel Moonshine hears opening the hum), undefined for any other letters.
 */
function spelledBy(letters: string): string | undefined {
  for (const candidate of [letters, letters.replace(/^a(?=h)/, '')]) {
    const spelled = hesitationSpelled(candidate);
    if (HESITATIONS_WRITTEN.some((h) => h === spelled)) return spelled;
  }
  return undefined;
}

/**
 * Moonshine sometimes spells a drawn-out "hmm" out as letters, "H. M. M." or "A.H.M.M.": three
 * words nobody said where one hesitation was. A run of initials whose letters spell one of the
 * hesitations Podium writes is that hesitation, one word, capitalised as the first initial was
 * and without the initials' dots (which end no sentence), as unsure as its least sure letter.
 * Initials that spell anything else ("U.K.", "J. R. R.") stay as written.
 */
export function joinSpelledHesitations(words: readonly HeardWord[]): HeardWord[] {
  const out: HeardWord[] = [];
  for (let i = 0; i < words.length; i++) {
    let end = i;
    while (end < words.length && INITIALS.test(words[end]!.text)) end++;
    const run = words.slice(i, end);
    const spelled =
      run.length > 0 ? spelledBy(run.map((w) => lettersOf(w.text)).join('')) : undefined;
    if (!spelled) {
      out.push(words[i]!);
      continue;
    }
    const capital = /^\p{Lu}/u.test(run[0]!.text);
    out.push({
      text: capital ? `${spelled[0]!.toUpperCase()}${spelled.slice(1)}` : spelled,
      probability: Math.min(...run.map((w) => w.probability)),
      ...(run.some((w) => w.disputed) && { disputed: true }),
    });
    i = end - 1;
  }
  return out;
}
