import { spellNumber } from './spell-number';

/** A recognised word as Podium keeps it and as the aligner hears it. */
export interface SpokenForm {
  /** Lower case without surrounding punctuation: "40", "to-night", "podium's". */
  word: string;
  /** The words said, for the aligner's grammar: ["forty"], ["to", "night"]. */
  say: string[];
}

const SYMBOLS: Record<string, string[]> = {
  '%': ['percent'],
  '&': ['and'],
  '+': ['plus'],
  '@': ['at'],
  '#': ['number'],
  '=': ['equals'],
};
const CURRENCY: Record<string, string> = { $: 'dollars', '£': 'pounds', '€': 'euros' };

/** Punctuation around a word ("Hello,", "(really)", "“Yes!”"); apostrophes inside stay. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}$£€#@]+|[^\p{L}\p{N}%']+$/gu;

function sayPart(part: string): string[] {
  if (!part) return [];
  const number = spellNumber(part);
  if (number) return number;
  // "9:30": nine thirty; "10:00": ten o'clock.
  const clock = /^(\d{1,2}):(\d{2})$/.exec(part);
  if (clock) {
    const minutes = Number(clock[2]);
    const hour = spellNumber(clock[1] ?? '') ?? [];
    if (minutes === 0) return [...hour, "o'clock"];
    return [...hour, ...(minutes < 10 ? ['oh'] : []), ...(spellNumber(String(minutes)) ?? [])];
  }
  // "3x", "mp3", "covid19": letters and digits apart.
  const pieces = part.match(/\d+(?:[.,]\d+)*(?:st|nd|rd|th|s)?|[^\d]+/g) ?? [];
  if (pieces.length > 1) return pieces.flatMap(sayPart);
  return [part];
}

/**
 * How a recognizer's token ("Hello,", "40%", "$5", "To-night", "U.S.") is kept
 * and said. Null for a token with nothing to say (a lone dash or quote).
 */
export function spokenForm(raw: string): SpokenForm | null {
  const word = raw.replace(EDGE_PUNCTUATION, '').toLowerCase();
  if (!/[\p{L}\p{N}]/u.test(word)) return null;
  const say: string[] = [];
  let rest = word;
  const currency = CURRENCY[rest[0] ?? ''];
  if (currency) rest = rest.slice(1);
  const symbolAfter = SYMBOLS[rest.at(-1) ?? ''];
  if (symbolAfter) rest = rest.slice(0, -1);
  // "u.s." and "e.g." stay whole (the dictionary has them); other dots and dashes split.
  const abbreviation = /^(?:[a-z]\.)+[a-z]\.?$/.test(rest);
  const parts = abbreviation
    ? [rest.endsWith('.') ? rest : `${rest}.`]
    : rest.split(/[-–—/_]+|\.(?!\d)/);
  for (const part of parts) {
    const clean = part.replace(/^'+|'+$/g, '');
    for (const s of sayPart(clean)) {
      const symbol = SYMBOLS[s];
      say.push(...(symbol ?? [s]));
    }
  }
  if (currency) say.push(currency);
  if (symbolAfter) say.push(...symbolAfter);
  return say.length > 0 ? { word, say } : null;
}
