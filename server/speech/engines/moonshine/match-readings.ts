import type { HeardWord } from '@server/speech/transcriber';

/** A word as two readings are matched: its lower-case letters, digits and apostrophes. */
export const comparedLetters = (w: HeardWord) =>
  w.text.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, '');

/**
 * One step of a minimum-edit alignment of two readings: a word of each that match (`same`), a
 * word of each that differ (`changed`), or a word only one has.
 */
export type ReadingStep =
  | { kind: 'same' | 'changed'; first: HeardWord; second: HeardWord }
  | { kind: 'first'; first: HeardWord }
  | { kind: 'second'; second: HeardWord };

/** Two readings of one segment aligned word by word, by their letters (`comparedLetters`). */
export function matchReadings(
  first: readonly HeardWord[],
  second: readonly HeardWord[],
): ReadingStep[] {
  const a = first.map(comparedLetters);
  const b = second.map(comparedLetters);
  // cost[i][j]: edits turning a[i..] into b[j..]
  const cost = Array.from({ length: a.length + 1 }, () => new Int32Array(b.length + 1));
  for (let i = a.length; i >= 0; i--) {
    for (let j = b.length; j >= 0; j--) {
      if (i === a.length) cost[i]![j] = b.length - j;
      else if (j === b.length) cost[i]![j] = a.length - i;
      else {
        cost[i]![j] = Math.min(
          cost[i + 1]![j + 1]! + (a[i] === b[j] ? 0 : 1),
          cost[i + 1]![j]! + 1,
          cost[i]![j + 1]! + 1,
        );
      }
    }
  }
  const steps: ReadingStep[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const here = cost[i]![j]!;
    if (i < a.length && j < b.length && a[i] === b[j] && here === cost[i + 1]![j + 1]) {
      steps.push({ kind: 'same', first: first[i++]!, second: second[j++]! });
    } else if (i < a.length && j < b.length && here === cost[i + 1]![j + 1]! + 1) {
      steps.push({ kind: 'changed', first: first[i++]!, second: second[j++]! });
    } else if (i < a.length && here === cost[i + 1]![j]! + 1) {
      steps.push({ kind: 'first', first: first[i++]! });
    } else {
      steps.push({ kind: 'second', second: second[j++]! });
    }
  }
  return steps;
}
