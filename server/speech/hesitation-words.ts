import { HESITATION_SPELLINGS } from './hesitation-spellings.mjs';

/**
 * The hesitations Podium writes when it finds one the recognizer left out: the four. The
 * acoustic rules tell only "um" from "uh"; Moonshine's decoder chooses among all four.
 */
export const HESITATIONS_WRITTEN = ['um', 'uh', 'er', 'hmm'] as const;
export type HesitationWritten = (typeof HESITATIONS_WRITTEN)[number];

/** The hesitation a word spells ("Ummm" -> "um"), or undefined for any other word. */
export function hesitationSpelled(word: string): string | undefined {
  const w = word.toLowerCase();
  return HESITATION_SPELLINGS.find(([pattern]) => pattern.test(w))?.[1];
}

/** Whether a word spells one of the hesitations Podium writes: "Umm," does, "Ah," and "erm" not. */
export function spellsHesitationWritten(word: string): boolean {
  const spelled = hesitationSpelled(word);
  return HESITATIONS_WRITTEN.some((h) => h === spelled);
}
