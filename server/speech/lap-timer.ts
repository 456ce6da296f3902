/**
 * A stopwatch read in laps: each call returns the milliseconds (rounded) since the last call, or
 * since it was made. For the stage-by-stage timings of an analysis (issue 12's Save budget).
 */
export function lapTimer(now: () => number = () => performance.now()): () => number {
  let last = now();
  return () => {
    const at = now();
    const ms = Math.round(at - last);
    last = at;
    return ms;
  };
}
