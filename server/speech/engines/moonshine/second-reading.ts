import type { HeardWord } from '@server/speech/transcriber';
import { matchReadings } from './match-readings';

/** The summed natural log of the words' probabilities: how sure the engine was of them all. */
export function summedLogProbability(words: readonly HeardWord[]): number {
  const floor = 1e-4;
  return words.reduce((sum, w) => sum + Math.log(Math.max(floor, w.probability)), 0);
}

/** The mean natural log of the words' probabilities: how sure the engine was of a reading. */
export function meanLogProbability(words: readonly HeardWord[]): number {
  return words.length === 0 ? 0 : summedLogProbability(words) / words.length;
}

/**
 * Asked about a stretch the two readings wrote with different numbers of words, where their sums
 * choose otherwise than their means: whether to take `taken` (the sum's choice) over `other`,
 * with the words kept before it and those after it (as the means choose them).
 */
export type LengthJudge = (stretch: {
  taken: readonly HeardWord[];
  other: readonly HeardWord[];
  before: readonly HeardWord[];
  after: readonly HeardWord[];
}) => boolean;

interface Differing {
  first: HeardWord[];
  second: HeardWord[];
}

/**
 * One reading of a segment from two: the first's words where the two agree, and where they
 * differ, the second's words for that stretch when the engine was surer of them by more than
 * `margin` (mean log-probability). A stretch one reading has and the other lacks keeps the first
 * (a word read into a slowed stretch is not taken on its own). Words are matched by a
 * minimum-edit alignment of their lower-case letters and digits. Every word kept from a stretch
 * where the readings differ is `disputed` (ADR 77).
 *
 * A mean per word favours many short sure words over one longer word ("let us" over "letters",
 * "A very mourning" over "Every morning"). Where the two stretches differ in length, their sums
 * (by the same margin) may choose the other; `judge` decides whether that choice is taken (ADR 98).
 */
export function combineReadings(
  first: readonly HeardWord[],
  second: readonly HeardWord[],
  margin: number,
  judge?: LengthJudge,
): HeardWord[] {
  const stretches: Array<HeardWord | Differing> = [];
  let open: Differing | undefined;
  for (const step of matchReadings(first, second)) {
    if (step.kind === 'same') {
      open = undefined;
      stretches.push(step.first);
      continue;
    }
    if (!open) {
      open = { first: [], second: [] };
      stretches.push(open);
    }
    if (step.kind !== 'second') open.first.push(step.first);
    if (step.kind !== 'first') open.second.push(step.second);
  }
  const isDiffering = (x: HeardWord | Differing): x is Differing => 'second' in x;
  const byMean = (x: Differing) =>
    x.first.length > 0 &&
    x.second.length > 0 &&
    meanLogProbability(x.second) > meanLogProbability(x.first) + margin;
  const out: HeardWord[] = [];
  for (const [k, x] of stretches.entries()) {
    if (!isDiffering(x)) {
      out.push(x);
      continue;
    }
    let takeSecond = byMean(x);
    if (judge && x.first.length > 0 && x.second.length > 0 && x.first.length !== x.second.length) {
      const bySum = summedLogProbability(x.second) > summedLogProbability(x.first) + margin;
      if (bySum !== takeSecond) {
        const after = stretches
          .slice(k + 1)
          .flatMap((y) => (isDiffering(y) ? (byMean(y) ? y.second : y.first) : [y]));
        const [taken, other] = bySum ? [x.second, x.first] : [x.first, x.second];
        if (judge({ taken, other, before: out, after })) takeSecond = bySum;
      }
    }
    out.push(...(takeSecond ? x.second : x.first).map((w) => ({ ...w, disputed: true })));
  }
  return out;
}
