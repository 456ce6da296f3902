import type { Word } from '@common/contract/analysis';
import { BREAK_AFTER } from './fillers';

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

const UNITS = set(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
);
const TENS = set('twenty thirty forty fifty sixty seventy eighty ninety');
const SCALES = set('hundred thousand million billion');
const ORDINALS = set(
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth hundredth thousandth millionth',
);

/** "forty", "twenty-five", "hundred": a number word, or number words joined by hyphens. */
const isCardinal = (word: string) =>
  word.split('-').every((part) => UNITS.has(part) || TENS.has(part) || SCALES.has(part));
const isDigits = (word: string) => /^\d[\d,.]*$/.test(word);
/** The recognizer wrote a break after it ("three, four"): the number ends there. */
const endsWithBreak = (w: Word) => BREAK_AFTER.test(w.text ?? '');

/**
 * Whether each word continues a number the words before it began: "thirty one" in "nineteen
 * thirty one", "thousand five hundred" in "one thousand five hundred", "and fifty" in "one
 * hundred and fifty", "first" in "twenty first", "thousand" in "4 thousand".
 */
function continuesNumber(words: readonly Word[], i: number): boolean {
  const prev = words[i - 1];
  const current = words[i];
  if (!prev || !current || endsWithBreak(prev)) return false;
  const before = prev.word.toLowerCase();
  const word = current.word.toLowerCase();
  const beforeIsNumber = isCardinal(before) || (isDigits(before) && SCALES.has(word));
  if (!beforeIsNumber && !(before === 'and' && continuesNumber(words, i - 1))) return false;
  if (isCardinal(word)) return true;
  const last = before.split('-').at(-1) ?? '';
  // "twenty first", "hundred and first"; not "one second" (a unit of time).
  if (ORDINALS.has(word)) return TENS.has(last) || SCALES.has(last) || before === 'and';
  // "hundred and fifty": the "and" belongs to the number only when a number word follows it.
  const next = words[i + 1]?.word.toLowerCase();
  return (
    word === 'and' &&
    SCALES.has(last) &&
    !endsWithBreak(current) &&
    next !== undefined &&
    (isCardinal(next) || ORDINALS.has(next))
  );
}

/**
 * Which words count for pace: every word but those that continue a number said in several words.
 * A number is one word however the recognizer writes it ("1931" or "nineteen thirty one", "1,500"
 * or "one thousand five hundred"), so the pace does not depend on that choice.
 */
export function countedWords(words: readonly Word[]): boolean[] {
  return words.map((_, i) => !continuesNumber(words, i));
}

/** The words' count for pace: a number said in several words is one. */
export function countWords(words: readonly Word[]): number {
  return countedWords(words).filter(Boolean).length;
}
