import { fileURLToPath } from 'node:url';
import type { FrameScores } from './hesitation-probe';
import { holdingTrack } from './hesitation-probe';

/**
 * A linear probe on Moonshine's encoder (ADR 56): `bias + weights . frame`, read at the first
 * frame of a written "the", is the log-odds that the word said there was "the" and not a quick
 * "a" (Moonshine Tiny writes "the" for a schwa-like "a" more than for anything else). Trained on
 * the development set by scripts/train-article-probe.ts; the worker reads it from
 * ARTICLE_PROBE_PATH.
 */
export interface ArticleProbe {
  about: string;
  trainedOn: string[];
  examples: number;
  theExamples: number;
  bias: number;
  weights: number[];
}

export const ARTICLE_PROBE_PATH = fileURLToPath(new URL('./article-probe.json', import.meta.url));

/**
 * A frame belongs to a word from this much before its aligned start: the aligner's edges are
 * 10 ms frames, the encoder's about 24 ms.
 */
const ONSET_LEAD_SEC = 0.012;

/**
 * The first frame of the stretch [start, end] (its centre at or after start less a lead, and not
 * after end plus it), else the frame whose centre is nearest the stretch's middle, in the track
 * that holds the stretch with the most audio around it (holdingTrack): `channel(track)[i]` for that frame, or
 * undefined when no track holds the stretch or the channel has no value there.
 */
export function onsetFrameScore(
  tracks: readonly FrameScores[],
  start: number,
  end: number,
  channel: (track: FrameScores) => readonly number[] | undefined,
): number | undefined {
  const track = holdingTrack(tracks, start, end, channel);
  const values = track && channel(track);
  if (!track || !values) return undefined;
  const step = (track.end - track.start) / values.length;
  const centre = (i: number) => track.start + (i + 0.5) * step;
  const first = Math.max(0, Math.ceil((start - ONSET_LEAD_SEC - track.start) / step - 0.5));
  if (first < values.length && centre(first) <= end + ONSET_LEAD_SEC) return values[first];
  const middle = (start + end) / 2;
  const nearest = Math.min(
    values.length - 1,
    Math.max(0, Math.round((middle - track.start) / step - 0.5)),
  );
  return values[nearest];
}
