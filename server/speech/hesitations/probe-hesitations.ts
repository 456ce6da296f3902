import type { FrameScores } from '../engines/moonshine/hesitation-probe';
import { meanFrameScore } from '../engines/moonshine/hesitation-probe';
import type { AlignedRules } from './judge-aligned';
import { ALIGNED_RULES } from './judge-aligned';
import type { Found, TurnedDown } from './restore-aligned';

/**
 * The probe's mean log-odds over a turned-down candidate from which it is a hesitation. Set on
 * the development set with the probe trained on the other speeches (leave one speech out): from
 * 1.5 to 2.5 it found the same 5 more with none false, below 1 false ones come (ADR 46).
 */
export const PROBE_MIN_SCORE = 2;

/** A candidate starting this close to a hesitation found is part of it (its tail, its slot). */
export const PROBE_APART_SEC = 0.5;

/** Audio on each side of a candidate given to the encoder with it: a sentence or two of context. */
export const PROBE_CONTEXT_SEC = 6;

/** Longest stretch scored at once: under Moonshine's comfortable length, as the segments are. */
export const PROBE_MAX_WINDOW_SEC = 20;

/**
 * Where to run the encoder: each candidate with its context, overlapping ones merged, none longer
 * than PROBE_MAX_WINDOW_SEC (a longer run is cut, each part still holding its candidates whole).
 */
export function probeWindows(
  candidates: readonly { start: number; end: number }[],
  durationSec: number,
): { start: number; end: number }[] {
  const sorted = [...candidates].sort((a, b) => a.start - b.start);
  const windows: { start: number; end: number }[] = [];
  for (const c of sorted) {
    const start = Math.max(0, c.start - PROBE_CONTEXT_SEC);
    const end = Math.min(durationSec, c.end + PROBE_CONTEXT_SEC);
    const last = windows.at(-1);
    if (last && start <= last.end && end - last.start <= PROBE_MAX_WINDOW_SEC) {
      last.end = Math.max(last.end, end);
    } else {
      windows.push({ start, end });
    }
  }
  return windows;
}

/**
 * The turned-down candidates the probe hears as hesitations, in time order: a mean score of at
 * least PROBE_MIN_SCORE over the candidate's frames, and no hesitation already found (or taken
 * here) starting within PROBE_APART_SEC. Spelled "um" when the high band fades into a nasal, as
 * the acoustic judge spells; the decoder spells them all again afterwards.
 */
export function acceptByProbe(
  turnedDown: readonly TurnedDown[],
  found: readonly Found[],
  tracks: readonly FrameScores[],
  rules: AlignedRules = ALIGNED_RULES,
): Found[] {
  const taken: Found[] = [];
  const starts = found.map((f) => f.start);
  for (const c of [...turnedDown].sort((a, b) => a.start - b.start)) {
    if (c.sources.includes('written')) continue;
    const score = meanFrameScore(tracks, c.start, c.end);
    if (score === undefined || score < PROBE_MIN_SCORE) continue;
    if (starts.some((s) => Math.abs(s - c.start) <= PROBE_APART_SEC)) continue;
    const nasal = c.nasalHint || (c.features?.nasalDropDb ?? -Infinity) >= rules.nasalDropDb;
    const { features: _features, ...candidate } = c;
    taken.push({ ...candidate, verdict: nasal ? 'um' : 'uh' });
    starts.push(c.start);
  }
  return taken;
}
