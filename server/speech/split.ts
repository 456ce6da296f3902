import type { Silence } from './energy';

/** One piece of the recording for one recognizer process, seconds. */
export interface Chunk {
  index: number;
  start: number;
  end: number;
}

export interface SplitOptions {
  /** Recognizer processes that can run at once. */
  processes: number;
  /**
   * Recordings shorter than this stay whole: one process handles them in a few
   * seconds, and every cut risks a word near it.
   */
  singleChunkUnderSec?: number;
  /** A chunk shorter than this is not worth a process start. */
  minChunkSec?: number;
  /** Keeps one process's memory bounded (about 175 MB for 5 minutes). */
  maxChunkSec?: number;
  /** How far from the even split point a cut may move. */
  searchWindowSec?: number;
  /** Silences shorter than this are not trusted to hold no word. */
  minCutSilenceSec?: number;
}

export const SPLIT_DEFAULTS = {
  singleChunkUnderSec: 60,
  minChunkSec: 30,
  maxChunkSec: 360,
  searchWindowSec: 15,
  minCutSilenceSec: 0.2,
} as const;

/** Beyond this length a silence is no safer a cut, so closeness decides. */
const USEFUL_SILENCE_SEC = 1;

/**
 * Cuts the recording into chunks at silences near the even split points, so
 * chunks can be recognised in parallel without cutting through a word.
 * Chunks are contiguous and cover [0, durationSec].
 */
export function planChunks(
  durationSec: number,
  silences: readonly Silence[],
  options: SplitOptions,
): Chunk[] {
  // Per field, so an explicit undefined (an unset option passed through) keeps the default.
  const o: Required<SplitOptions> = {
    processes: options.processes,
    singleChunkUnderSec: options.singleChunkUnderSec ?? SPLIT_DEFAULTS.singleChunkUnderSec,
    minChunkSec: options.minChunkSec ?? SPLIT_DEFAULTS.minChunkSec,
    maxChunkSec: options.maxChunkSec ?? SPLIT_DEFAULTS.maxChunkSec,
    searchWindowSec: options.searchWindowSec ?? SPLIT_DEFAULTS.searchWindowSec,
    minCutSilenceSec: options.minCutSilenceSec ?? SPLIT_DEFAULTS.minCutSilenceSec,
  };
  const count = chunkCount(durationSec, o);
  if (count <= 1) return [{ index: 0, start: 0, end: Math.max(0, durationSec) }];

  const even = durationSec / count;
  const window = Math.min(o.searchWindowSec, even / 4);
  const usable = silences.filter((s) => s.end - s.start >= o.minCutSilenceSec);

  const cuts: number[] = [];
  for (let k = 1; k < count; k++) {
    const ideal = k * even;
    const previous = cuts.at(-1) ?? 0;
    const cut =
      bestCut(usable, ideal, window, previous) ??
      bestCut(usable, ideal, even / 2, previous) ??
      ideal;
    cuts.push(cut);
  }

  const bounds = [0, ...cuts, durationSec];
  return cuts.concat(durationSec).map((end, index) => ({ index, start: bounds[index] ?? 0, end }));
}

function chunkCount(durationSec: number, o: Required<SplitOptions>): number {
  if (durationSec < o.singleChunkUnderSec) return 1;
  const parallel = Math.max(
    1,
    Math.min(Math.floor(o.processes), Math.floor(durationSec / o.minChunkSec)),
  );
  const needed = Math.ceil(durationSec / o.maxChunkSec);
  // Whole rounds of `parallel` chunks keep every process busy to the end.
  return parallel * Math.ceil(needed / parallel);
}

function bestCut(
  silences: readonly Silence[],
  ideal: number,
  window: number,
  after: number,
): number | undefined {
  let best: { cut: number; length: number; distance: number } | undefined;
  for (const s of silences) {
    const cut = (s.start + s.end) / 2;
    const distance = Math.abs(cut - ideal);
    if (distance > window || cut <= after) continue;
    const length = Math.min(USEFUL_SILENCE_SEC, s.end - s.start);
    if (
      !best ||
      length > best.length + 1e-9 ||
      (Math.abs(length - best.length) <= 1e-9 && distance < best.distance)
    ) {
      best = { cut, length, distance };
    }
  }
  return best?.cut;
}
