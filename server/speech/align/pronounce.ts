import { letterToSound, spellLetters } from './letter-to-sound';

/** Pronunciations by word, alternates included ("the" -> ["DH AH", "DH IY"]). */
export type Lexicon = ReadonlyMap<string, readonly string[]>;

/** Reads pocketsphinx's dictionary format (`word PH ON ES`, `word(2) ...` for alternates). */
export function parseLexicon(text: string): Map<string, string[]> {
  const lexicon = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^(\S+?)(?:\(\d+\))?\s+(.+?)\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const word = match[1].toLowerCase();
    const list = lexicon.get(word);
    if (list) list.push(match[2]);
    else lexicon.set(word, [match[2]]);
  }
  return lexicon;
}

/**
 * How a hum is said besides the dictionary's "HH M": with a vowel before the nasal ("hum",
 * [həm]). Aligned as HH M only, a drawn-out "hmm" gave its vowel to the word after it, which then
 * started a second early (ADR 88). Not as the nasal alone (M): the aligner fitted that to 0.1 s of
 * a word's tail and moved the words after it a word early (ADR 90).
 */
const SPOKEN_VARIANTS: ReadonlyArray<readonly [string, readonly string[]]> = [['hmm', ['HH AH M']]];

/** The lexicon with the ways of saying a word the dictionary leaves out, as its alternates. */
export function withSpokenVariants(lexicon: Map<string, string[]>): Map<string, string[]> {
  for (const [word, variants] of SPOKEN_VARIANTS) {
    const list = lexicon.get(word) ?? [];
    for (const phones of variants) if (!list.includes(phones)) list.push(phones);
    lexicon.set(word, list);
  }
  return lexicon;
}

/** Where a pronunciation came from; anything but `dictionary` is a guess. */
export type PronunciationSource = 'dictionary' | 'derived' | 'letters';

/**
 * The pronunciations of one spoken word: the dictionary's, else one made
 * from dictionary words ("podium's" = podium + Z, "livestream" = live +
 * stream), else an acronym's letter names, else letter-to-sound rules.
 */
export function pronounce(
  word: string,
  lexicon: Lexicon,
  { allCaps = false }: { allCaps?: boolean } = {},
): { phones: string[]; source: PronunciationSource } {
  const known = lexicon.get(word);
  if (known) return { phones: [...known], source: 'dictionary' };
  const possessive = /^(.+)'s$/.exec(word) ?? /^(.+s)'$/.exec(word);
  const base = possessive?.[1];
  if (base) {
    const stem = lexicon.get(base)?.[0];
    if (stem) {
      const last = stem.split(' ').at(-1) ?? '';
      const ending = word.endsWith("'")
        ? ''
        : /^(S|Z|SH|ZH|CH|JH)$/.test(last)
          ? ' IH Z'
          : /^(P|T|K|F|TH)$/.test(last)
            ? ' S'
            : ' Z';
      return { phones: [stem + ending], source: 'derived' };
    }
  }
  const plain = word.replace(/'/g, '');
  if (allCaps && plain.length <= 5) return { phones: [spellLetters(plain)], source: 'letters' };
  // Two dictionary words run together: the longest first part that leaves a word.
  for (let cut = plain.length - 3; cut >= 3; cut--) {
    const head = lexicon.get(plain.slice(0, cut))?.[0];
    const tail = lexicon.get(plain.slice(cut))?.[0];
    if (head && tail) return { phones: [`${head} ${tail}`], source: 'derived' };
  }
  return { phones: [letterToSound(plain)], source: 'letters' };
}
