/**
 * The speaker's own fillers (issue 13): phrases they know they lean on ("so
 * yeah", "honestly", "at the end of the day"), counted like the built-in ones.
 * Both sides check a phrase with the same rules.
 */
export const PERSONAL_FILLERS = {
  /** Phrases a speaker may keep. */
  maxCount: 20,
  /** Characters in one phrase. */
  maxLength: 40,
  /** Words in one phrase: longer ones are sentences, not tics. */
  maxWords: 5,
} as const;

/** Lower case, curly apostrophes straightened, single spaces: how phrases are compared and stored. */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Why a phrase cannot be kept, or null when it can (on the normalised phrase). */
export function personalFillerProblem(phrase: string): string | null {
  if (phrase === '') return 'Type the word or phrase you want counted.';
  if (phrase.length > PERSONAL_FILLERS.maxLength) {
    return `Keep it to ${PERSONAL_FILLERS.maxLength} characters.`;
  }
  if (!/^[a-z' -]+$/.test(phrase)) return 'Use letters, spaces, hyphens and apostrophes only.';
  if (phrase.split(' ').length > PERSONAL_FILLERS.maxWords) {
    return `Keep it to ${PERSONAL_FILLERS.maxWords} words.`;
  }
  return null;
}
