import type { Silence } from './energy';
import type { Chunk } from './split';

/** What the recognizer hears for one chunk, and how to map its word times back. */
export interface ChunkSource {
  index: number;
  /** Sample ranges [from, to) of the recording, joined in this order into the chunk's WAV. */
  pieces: Array<{ from: number; to: number }>;
  /** Added to a time in the chunk's WAV gives the time in the recording. */
  offsetSec: number;
  /** Words whose middle falls before this time belong to the lead-in or warm-up: drop them. */
  keepFromSec: number;
  /** Seconds of audio the recognizer processes, for its time limit. */
  lengthSec: number;
}

export interface ChunkSourceOptions {
  /** Audio before each later chunk that is recognised but not kept. */
  leadInSec?: number;
  /** About this much of the recording's opening, heard once before the first chunk. */
  warmUpSec?: number;
}

export const CHUNK_SOURCE_DEFAULTS = { leadInSec: 5, warmUpSec: 5 } as const;

/**
 * pocketsphinx normalises features with a running mean that starts from a
 * generic value, so it misrecognises the first seconds it hears (12 points of
 * word error on a 10 s chunk). Later chunks therefore start `leadInSec` early;
 * the first chunk is preceded by a copy of its own opening, ending in a
 * silence so no word is cut. Words from those extra seconds are dropped.
 */
export function chunkSources(
  chunks: readonly Chunk[],
  silences: readonly Silence[],
  sampleRate: number,
  options: ChunkSourceOptions = {},
): ChunkSource[] {
  // Per field, so an explicit undefined (an unset option passed through) keeps the default.
  const leadInSec = options.leadInSec ?? CHUNK_SOURCE_DEFAULTS.leadInSec;
  const warmUpSec = options.warmUpSec ?? CHUNK_SOURCE_DEFAULTS.warmUpSec;
  const at = (sec: number) => Math.round(sec * sampleRate);
  return chunks.map((chunk) => {
    const end = at(chunk.end);
    if (chunk.index > 0) {
      const from = Math.max(0, at(chunk.start - leadInSec));
      return {
        index: chunk.index,
        pieces: [{ from, to: end }],
        offsetSec: from / sampleRate,
        keepFromSec: chunk.start,
        lengthSec: (end - from) / sampleRate,
      };
    }
    const start = at(chunk.start);
    const warmEnd = warmUpSec > 0 ? warmUpCut(chunk, silences, warmUpSec) : undefined;
    const prefix = warmEnd === undefined ? [] : [{ from: start, to: at(warmEnd) }];
    const prefixSamples = prefix.reduce((n, p) => n + p.to - p.from, 0);
    return {
      index: chunk.index,
      pieces: [...prefix, { from: start, to: end }],
      offsetSec: (start - prefixSamples) / sampleRate,
      keepFromSec: chunk.start,
      lengthSec: (end - start + prefixSamples) / sampleRate,
    };
  });
}

/** The middle of the silence nearest `warmUpSec` into the chunk, if one is near enough. */
function warmUpCut(
  chunk: Chunk,
  silences: readonly Silence[],
  warmUpSec: number,
): number | undefined {
  const target = chunk.start + warmUpSec;
  let best: number | undefined;
  for (const s of silences) {
    const mid = (s.start + s.end) / 2;
    const usable = mid >= chunk.start + warmUpSec / 2 && mid <= target + warmUpSec / 2;
    // The copy must be shorter than the chunk, or it doubles the work for nothing.
    if (!usable || mid >= chunk.start + (chunk.end - chunk.start) / 2) continue;
    if (best === undefined || Math.abs(mid - target) < Math.abs(best - target)) best = mid;
  }
  return best;
}
