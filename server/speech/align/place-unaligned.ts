import type { EnergyProfile } from '../energy';
import type { PlacedWord } from './read-alignment';

export interface FilledWord extends PlacedWord {
  /** False when the time is a guess: spread over the sound between its aligned neighbours. */
  aligned: boolean;
}

/** First and last loud frame in [from, to), seconds; the whole span when none is loud. */
function voicedSpan(
  from: number,
  to: number,
  energy: { profile: EnergyProfile; threshold: number } | undefined,
): { start: number; end: number } {
  if (!energy || to <= from) return { start: from, end: Math.max(from, to) };
  const { frameSec, db } = energy.profile;
  const first = Math.max(0, Math.floor(from / frameSec));
  const last = Math.min(db.length, Math.ceil(to / frameSec));
  let a = -1;
  let b = -1;
  for (let f = first; f < last; f++) {
    if ((db[f] ?? -Infinity) >= energy.threshold) {
      if (a < 0) a = f;
      b = f;
    }
  }
  if (a < 0) return { start: from, end: to };
  return { start: Math.max(from, a * frameSec), end: Math.min(to, (b + 1) * frameSec) };
}

/**
 * Gives every word the aligner could not place a time, so no word is lost:
 * each run of them shares the loud stretch between the aligned words around
 * it (or the segment's edges), in proportion to `weights` (letters or phones).
 */
export function placeUnaligned(
  placed: ReadonlyArray<PlacedWord | undefined>,
  weights: readonly number[],
  span: { start: number; end: number },
  energy?: { profile: EnergyProfile; threshold: number },
): FilledWord[] {
  const out: FilledWord[] = [];
  let i = 0;
  while (i < placed.length) {
    const here = placed[i];
    if (here) {
      out.push({ ...here, aligned: true });
      i++;
      continue;
    }
    let j = i;
    while (j < placed.length && !placed[j]) j++;
    const from = out.at(-1)?.end ?? span.start;
    const to = placed[j]?.start ?? span.end;
    const region = voicedSpan(from, Math.max(from, to), energy);
    const run = weights.slice(i, j).map((w) => Math.max(1, w));
    const total = run.reduce((a, b) => a + b, 0);
    let at = region.start;
    const length = region.end - region.start;
    for (const w of run) {
      const end = at + (length * w) / total;
      out.push({
        start: Math.round(at * 1000) / 1000,
        end: Math.round(end * 1000) / 1000,
        phones: '',
        aligned: false,
      });
      at = end;
    }
    i = j;
  }
  return out;
}
