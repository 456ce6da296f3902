import { frameEnergies } from '@server/speech/energy';
import type { HeardWord } from '@server/speech/transcriber';

/** A part shorter than this is not cut from a stretch: too little speech to read well alone. */
export const MIN_PART_SEC = 3;
/** The quiet moment looked for: about a short pause between phrases. */
const QUIET_SEC = 0.2;

/** Windows within this share of the quietest one's energy are as quiet (a pause's noise varies). */
const AS_QUIET = 1.1;

/**
 * Where to cut a stretch whose reading ran away (ADR 84), as a sample index: the middle of its
 * quietest moment (a pause between phrases where there is one) that leaves at least
 * `MIN_PART_SEC` on each side, the one nearest the stretch's middle among equals; undefined when
 * the stretch is too short to cut.
 */
export function runawayCut(samples: ArrayLike<number>, sampleRate: number): number | undefined {
  const { frameSec, db } = frameEnergies(samples, sampleRate);
  const window = Math.max(1, Math.round(QUIET_SEC / frameSec));
  const edge = Math.ceil(MIN_PART_SEC / frameSec);
  const first = edge - Math.floor(window / 2);
  const last = db.length - edge - Math.ceil(window / 2);
  if (first < 0 || last < first) return undefined;
  // The energy of the window starting at each frame from `first` to `last`.
  const power = Array.from(db, (d) => 10 ** (d / 10));
  const sums: number[] = [];
  let sum = 0;
  for (let f = first; f < first + window; f++) sum += power[f] ?? 0;
  sums.push(sum);
  for (let start = first + 1; start <= last; start++) {
    sum += (power[start + window - 1] ?? 0) - (power[start - 1] ?? 0);
    sums.push(sum);
  }
  const quiet = Math.min(...sums) * AS_QUIET;
  // Each run of as-quiet windows is one quiet moment: its cut is the run's middle.
  const middle = db.length / 2;
  let best: number | undefined;
  for (let i = 0; i < sums.length; i++) {
    if ((sums[i] ?? Infinity) > quiet || (i > 0 && (sums[i - 1] ?? Infinity) <= quiet)) continue;
    let end = i;
    while (end + 1 < sums.length && (sums[end + 1] ?? Infinity) <= quiet) end++;
    const cut = first + (i + end) / 2 + window / 2;
    if (best === undefined || Math.abs(cut - middle) < Math.abs(best - middle)) best = cut;
  }
  return best === undefined ? undefined : Math.round(best * frameSec * sampleRate);
}

/** A reading of some samples, and whether it ran to the decoder's token limit. */
export interface Reading {
  words: HeardWord[];
  hitLimit: boolean;
}

/** Reads samples with the word language model at this weight. */
export type ReadSamples = (samples: Int16Array, lmWeight: number) => Promise<Reading>;

/**
 * The words of samples whose reading (`looped`, read with the word language model at `lmWeight`)
 * ran to the decoder's token limit: a loop ("We had 14,000,000,000,000,...") that loses the rest
 * of the segment (ADR 84). They are read again without the language model, which can feed such a
 * loop; if that runs away too, in two parts cut at their quietest moment, each read as the samples
 * were and again this way if it runs away. Samples too short to cut keep their last reading.
 */
export async function readAfterRunaway(
  samples: Int16Array,
  sampleRate: number,
  lmWeight: number,
  read: ReadSamples,
  looped: HeardWord[],
): Promise<HeardWord[]> {
  let last = looped;
  if (lmWeight > 0) {
    const unfused = await read(samples, 0);
    if (!unfused.hitLimit) return unfused.words;
    last = unfused.words;
  }
  const cut = runawayCut(samples, sampleRate);
  if (cut === undefined) return last;
  const parts = [samples.subarray(0, cut), samples.subarray(cut)];
  const words = await Promise.all(
    parts.map(async (part) => {
      const reading = await read(part, lmWeight);
      return reading.hitLimit
        ? readAfterRunaway(part, sampleRate, lmWeight, read, reading.words)
        : reading.words;
    }),
  );
  return words.flat();
}
