import { fileURLToPath } from 'node:url';

/**
 * A linear probe on Moonshine's encoder (ADR 46): one weight per dimension of the encoder's
 * output, so that `bias + weights . frame` is the log-odds that a frame (about 24 ms) is part of
 * a hesitation. Trained on the development set by scripts/train-hesitation-probe.ts; the worker
 * reads it from HESITATION_PROBE_PATH.
 */
export interface HesitationProbe {
  about: string;
  trainedOn: string[];
  frames: number;
  hesitationFrames: number;
  bias: number;
  weights: number[];
}

export const HESITATION_PROBE_PATH = fileURLToPath(
  new URL('./hesitation-probe.json', import.meta.url),
);

/** Per-frame scores of one stretch, frames evenly spread over its time. */
export interface FrameScores {
  /** Seconds from the recording's start. */
  start: number;
  end: number;
  scores: readonly number[];
  /** The same frames scored by the article probe (article-probe.ts), when the engine has it. */
  articles?: readonly number[];
}

/**
 * The track that holds the stretch [start, end] with the most audio around it (windows cut to a
 * length may overlap), among those with values in `channel` (the hesitation scores by default).
 */
export function holdingTrack(
  tracks: readonly FrameScores[],
  start: number,
  end: number,
  channel: (track: FrameScores) => readonly number[] | undefined = (t) => t.scores,
): FrameScores | undefined {
  const holding = tracks.filter(
    (t) => (channel(t)?.length ?? 0) > 0 && start >= t.start - 1e-6 && end <= t.end + 1e-6,
  );
  const margin = (t: FrameScores) => Math.min(start - t.start, t.end - end);
  return holding.sort((a, b) => margin(b) - margin(a))[0];
}

/**
 * The mean score of the frames whose centres lie in [start, end], in the track that holds the
 * stretch with the most audio around it (holdingTrack); undefined when no track holds it, or no
 * frame centre lies in it (a sliver shorter than a frame is not judged).
 */
export function meanFrameScore(
  tracks: readonly FrameScores[],
  start: number,
  end: number,
): number | undefined {
  const track = holdingTrack(tracks, start, end);
  if (!track) return undefined;
  const count = track.scores.length;
  const step = (track.end - track.start) / count;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const t = track.start + (i + 0.5) * step;
    if (t >= start && t <= end) {
      sum += track.scores[i] ?? 0;
      n++;
    }
  }
  return n > 0 ? sum / n : undefined;
}
