import type { Pause, Word } from '@common/contract/analysis';
import type { EnergyProfile } from '../energy';
import { longestSilentRun, recordingLevels } from '../energy';

export const MIN_PAUSE_SEC = 0.5;

export interface PauseOptions {
  minPauseSec?: number;
  /**
   * The recording's loudness and silence threshold. With it, the silence in a
   * gap between words is measured in the audio, not taken from the word times:
   * recognised word edges are off by up to a tenth of a second either way, and a
   * gap with speech in it is a word the recognizer dropped, not a pause.
   */
  energy?: { profile: EnergyProfile; threshold: number };
  /** How far the silence may reach past the recognised word edges, seconds. */
  edgeSlackSec?: number;
  /**
   * A sound this short (a click) does not break a pause. Longer ones do: the
   * burst that releases a word-final stop ("worked") lasts 40 ms or more, and
   * bridging it would add the silent closure before it to the pause.
   */
  maxBlipSec?: number;
  /**
   * Speech less than this far above the noise floor (dB) is noisy: a word's fading end sinks under
   * the silence threshold, so the audio's silence reaches into the words around it. In the
   * development set's two recordings below it (23 dB: a large reverberant room; a quiet voice in
   * noise) and in copies of three of its speeches with noise added (16-28 dB), 0.35 s breaks
   * between sentences measured 0.50-0.64 s of silence while the aligner, whose acoustic model
   * hears the words through the noise, gave 0.39-0.51 s. There the words' own gap must be a pause
   * too. The recordings above it (35 dB and more) measure well by the audio alone.
   */
  noisyBelowDb?: number;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Pauses between consecutive words, in time order. Without the energy profile
 * a pause is the gap between the words: `start` is the end of the word before.
 * With it, a pause is the longest silence in the gap (which a listener hears
 * as the pause), and it starts where the sound stops: the aligner ends a word
 * up to a tenth of a second early or late (a trailing "s" or a stop's release
 * is hard to place), the audio does not.
 */
export function findPauses(words: readonly Word[], options: PauseOptions = {}): Pause[] {
  const {
    minPauseSec = MIN_PAUSE_SEC,
    energy,
    edgeSlackSec = 0.15,
    maxBlipSec = 0.03,
    noisyBelowDb = 30,
  } = options;
  // Even with both edges a slack off, a shorter gap cannot hold a pause; in noise it must be one.
  let minGapSec = minPauseSec - 2 * edgeSlackSec;
  if (energy) {
    const { floorDb, speechDb } = recordingLevels(energy.profile.db);
    if (speechDb - floorDb < noisyBelowDb) minGapSec = minPauseSec;
  }
  const pauses: Pause[] = [];
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1];
    const after = words[i];
    if (!before || !after) continue;
    const gap = after.start - before.end;
    if (!energy) {
      // Rounding tolerance: times come in 10 ms frames.
      if (gap >= minPauseSec - 1e-6) {
        pauses.push({ start: round3(before.end), duration: round3(gap) });
      }
      continue;
    }
    if (gap < minGapSec - 1e-6) continue;
    const silence = longestSilentRun(
      energy.profile,
      energy.threshold,
      before.end - edgeSlackSec,
      after.start + edgeSlackSec,
      maxBlipSec,
    );
    const duration = silence ? silence.end - silence.start : 0;
    if (silence && duration >= minPauseSec - 1e-6) {
      pauses.push({ start: round3(silence.start), duration: round3(duration) });
    }
  }
  return pauses;
}

export function longestPauseSec(pauses: readonly Pause[]): number {
  return pauses.reduce((longest, p) => Math.max(longest, p.duration), 0);
}
