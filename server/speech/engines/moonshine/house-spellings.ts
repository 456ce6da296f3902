import { HESITATIONS_WRITTEN, hesitationSpelled } from '@server/speech/hesitation-words';
import { SENTENCE_END } from '@server/speech/language/present-transcript';
import type { HeardWord } from '@server/speech/transcriber';

/** A word as Moonshine writes it: its letters, then the marks after them ("Umm," "OK."). */
export const LETTERS_THEN_MARKS = /^(\p{L}+)([^\p{L}\p{N}]*)$/u;

/** The spelling Podium writes a word in, lower case, where Moonshine writes it otherwise. */
function houseSpelling(letters: string): string | undefined {
  const lower = letters.toLowerCase();
  if (lower === 'ok') return 'okay';
  const hesitation = hesitationSpelled(lower);
  return hesitation !== lower && HESITATIONS_WRITTEN.some((h) => h === hesitation)
    ? hesitation
    : undefined;
}

/**
 * Moonshine writes "okay" as "OK" and draws a hesitation out ("Umm,", "Uhh"), while the filler
 * list names them "okay" and "um": the transcript writes them as the list does, so the two agree
 * and a highlighted filler reads as the word counted. The marks stay; the capital is the
 * sentence's ("OK, so" opening a sentence is "Okay, so"; "it was OK." is "it was okay.").
 */
export function writeHouseSpellings(words: readonly HeardWord[]): HeardWord[] {
  return words.map((word, i) => {
    const parts = LETTERS_THEN_MARKS.exec(word.text);
    const spelled = parts && houseSpelling(parts[1]!);
    if (!spelled) return word;
    const opens = i === 0 || SENTENCE_END.test(words[i - 1]?.text ?? '');
    const capital = /^\p{Lu}/u.test(parts[1]!) && (opens || parts[1] !== parts[1]!.toUpperCase());
    const text = capital ? `${spelled[0]!.toUpperCase()}${spelled.slice(1)}` : spelled;
    return { ...word, text: `${text}${parts[2]}` };
  });
}
