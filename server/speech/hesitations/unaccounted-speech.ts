import type { EnergyProfile } from '../energy';
import { FLOOR_DB } from '../energy';

interface Stretch {
  start: number;
  end: number;
}

/**
 * More sound than this, seconds, with no word in it is speech nobody wrote down, not a
 * hesitation: a hesitation drawn out lasts about 1.3 s at most (people's, 0.25-0.8 s), two said
 * in one breath a little over 2 s.
 */
export const UNACCOUNTED_SOUND_SEC = 3;

/** Seconds of frames at or over the threshold in [start, end). */
function soundSec({ db, frameSec }: EnergyProfile, threshold: number, start: number, end: number) {
  let frames = 0;
  const last = Math.min(db.length, Math.ceil(end / frameSec - 1e-9));
  for (let f = Math.max(0, Math.floor(start / frameSec + 1e-9)); f < last; f++) {
    if ((db[f] ?? FLOOR_DB) >= threshold) frames++;
  }
  return frames * frameSec;
}

/**
 * The stretches between words (and before the first, after the last) that hold more sound than
 * `limitSec`: speech the words do not account for. A transcript the speaker typed for part of a
 * recording leaves such stretches, and so does a recognizer that dropped a phrase; the hesitation
 * stage does not look for hesitations there, where every stressed vowel of the unwritten words
 * would pass for one (and asking the decoder about each took a minute for 100 s of audio; ADR 81).
 */
export function unaccountedSpeech(
  words: readonly Stretch[],
  { profile, threshold }: { profile: EnergyProfile; threshold: number },
  limitSec = UNACCOUNTED_SOUND_SEC,
): Stretch[] {
  const gaps: Stretch[] = [];
  let reached = 0;
  for (const w of [...words].sort((a, b) => a.start - b.start)) {
    gaps.push({ start: reached, end: w.start });
    reached = Math.max(reached, w.end);
  }
  gaps.push({ start: reached, end: profile.db.length * profile.frameSec });
  return gaps.filter(
    (g) => g.end > g.start && soundSec(profile, threshold, g.start, g.end) > limitSec,
  );
}

/**
 * Seconds of sound in the stretches `unaccountedSpeech` finds, to a tenth: how much of what was
 * said a transcript leaves unwritten, which the speaker is told (the measures count only words).
 */
export function unwrittenSpeechSec(
  words: readonly Stretch[],
  energy: { profile: EnergyProfile; threshold: number },
): number {
  const seconds = unaccountedSpeech(words, energy).reduce(
    (sum, g) => sum + soundSec(energy.profile, energy.threshold, g.start, g.end),
    0,
  );
  return Math.round(seconds * 10) / 10;
}

/** The items that overlap none of the stretches. */
export function outside<T extends Stretch>(
  items: readonly T[],
  stretches: readonly Stretch[],
): T[] {
  if (stretches.length === 0) return [...items];
  return items.filter((x) => !stretches.some((s) => x.start < s.end && x.end > s.start));
}
