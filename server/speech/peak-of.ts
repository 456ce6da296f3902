/**
 * Where `score` is highest between `from` and `to`: the best point of a grid `step` apart, then a
 * ternary search within a step either side of it (`rounds` of them, each keeping two thirds). For
 * a score with one peak near the grid's best, as a spectral line's or a phase's fit is.
 */
export function peakOf(
  score: (x: number) => number,
  from: number,
  to: number,
  step: number,
  rounds: number,
): number {
  let [best, bestScore] = [from, score(from)];
  for (let x = from + step; x <= to; x += step) {
    const s = score(x);
    if (s > bestScore) [best, bestScore] = [x, s];
  }
  let [low, high] = [best - step, best + step];
  for (let i = 0; i < rounds; i++) {
    const a = low + (high - low) / 3;
    const b = high - (high - low) / 3;
    if (score(a) < score(b)) low = a;
    else high = b;
  }
  return (low + high) / 2;
}
