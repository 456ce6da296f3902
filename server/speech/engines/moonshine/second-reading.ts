import type { HeardWord } from '@server/speech/transcriber';
import { matchReadings } from './match-readings';

/** The mean natural log of the words' probabilities: how sure the engine was of a reading. */
export function meanLogProbability(words: readonly HeardWord[]): number {
  if (words.length === 0) return 0;
  const floor = 1e-4;
  return words.reduce((sum, w) => sum + Math.log(Math.max(floor, w.probability)), 0) / words.length;
}

/**
 * One reading of a segment from two: the first's words where the two agree, and where they
 * differ, the second's words for that stretch when the engine was surer of them by more than
 * `margin` (mean log-probability). A stretch one reading has and the other lacks keeps the first
 * (a word read into a slowed stretch is not taken on its own). Words are matched by a
 * minimum-edit alignment of their lower-case letters and digits. Every word kept from a stretch
 * where the readings differ is `disputed` (ADR 77).
 */
export function combineReadings(
  first: readonly HeardWord[],
  second: readonly HeardWord[],
  margin: number,
): HeardWord[] {
  const out: HeardWord[] = [];
  let fromFirst: HeardWord[] = [];
  let fromSecond: HeardWord[] = [];
  const settle = () => {
    const both = fromFirst.length > 0 && fromSecond.length > 0;
    const surer = both && meanLogProbability(fromSecond) > meanLogProbability(fromFirst) + margin;
    out.push(...(surer ? fromSecond : fromFirst).map((w) => ({ ...w, disputed: true })));
    fromFirst = [];
    fromSecond = [];
  };
  for (const step of matchReadings(first, second)) {
    if (step.kind === 'same') {
      settle();
      out.push(step.first);
      continue;
    }
    if (step.kind !== 'second') fromFirst.push(step.first);
    if (step.kind !== 'first') fromSecond.push(step.second);
  }
  settle();
  return out;
}
