import type { HeardWord } from '@server/speech/transcriber';

/** The mean natural log of the words' probabilities: how sure the engine was of a reading. */
export function meanLogProbability(words: readonly HeardWord[]): number {
  if (words.length === 0) return 0;
  const floor = 1e-4;
  return words.reduce((sum, w) => sum + Math.log(Math.max(floor, w.probability)), 0) / words.length;
}

const compared = (w: HeardWord) => w.text.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, '');

/**
 * One reading of a segment from two: the first's words where the two agree, and where they
 * differ, the second's words for that stretch when the engine was surer of them by more than
 * `margin` (mean log-probability). A stretch one reading has and the other lacks keeps the first
 * (a word read into a slowed stretch is not taken on its own). Words are matched by a
 * minimum-edit alignment of their lower-case letters and digits.
 */
export function combineReadings(
  first: readonly HeardWord[],
  second: readonly HeardWord[],
  margin: number,
): HeardWord[] {
  const a = first.map(compared);
  const b = second.map(compared);
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
  const out: HeardWord[] = [];
  let fromFirst: HeardWord[] = [];
  let fromSecond: HeardWord[] = [];
  const settle = () => {
    const both = fromFirst.length > 0 && fromSecond.length > 0;
    const surer = both && meanLogProbability(fromSecond) > meanLogProbability(fromFirst) + margin;
    out.push(...(surer ? fromSecond : fromFirst));
    fromFirst = [];
    fromSecond = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const here = cost[i]![j]!;
    if (i < a.length && j < b.length && a[i] === b[j] && here === cost[i + 1]![j + 1]) {
      settle();
      out.push(first[i]!);
      i++;
      j++;
    } else if (i < a.length && j < b.length && here === cost[i + 1]![j + 1]! + 1) {
      fromFirst.push(first[i++]!);
      fromSecond.push(second[j++]!);
    } else if (i < a.length && here === cost[i + 1]![j]! + 1) {
      fromFirst.push(first[i++]!);
    } else {
      fromSecond.push(second[j++]!);
    }
  }
  settle();
  return out;
}
