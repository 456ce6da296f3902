/**
 * How recognizers spell a hesitation, letters drawn out or not ("Um," "Ummm"
 * "uhh" "Hmm" "HUMM" "erm"), and the one spelling Podium reports it under.
 * "hum" with one m is a word; "eh" is a tag in some dialects, not a hesitation.
 */
const SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^u+h+$/, 'uh'],
  [/^u+h*m+$/, 'um'],
  [/^e+r+$/, 'er'],
  [/^e+r+m+$/, 'erm'],
  [/^a+h+$/, 'ah'],
  [/^(?:h+m+|h+u+m{2,}|m{2,})$/, 'hmm'],
];

/**
 * The hesitations Podium writes when it finds one the recognizer left out: the four. The
 * acoustic rules tell only "um" from "uh"; Moonshine's decoder chooses among all four.
 */
export const HESITATIONS_WRITTEN = ['um', 'uh', 'er', 'hmm'] as const;
export type HesitationWritten = (typeof HESITATIONS_WRITTEN)[number];

/** The hesitation a word spells ("Ummm" -> "um"), or undefined for any other word. */
export function hesitationSpelled(word: string): string | undefined {
  const w = word.toLowerCase();
  return SPELLINGS.find(([pattern]) => pattern.test(w))?.[1];
}
