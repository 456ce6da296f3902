import { findSilences, silenceThreshold, type EnergyProfile, type Silence } from './energy';

/** One stretch of the recording for a text engine, seconds. */
export interface Segment {
  index: number;
  /** The stretch the segment owns (segments tile the recording). */
  start: number;
  end: number;
  /** The audio given to the engine: the owned stretch less its silent edges (a little kept). */
  audioStart: number;
  audioEnd: number;
  /** No silence was found to cut at: the end may fall inside a word. */
  forcedCut: boolean;
}

export interface SegmentOptions {
  /** Moonshine is comfortable up to about 25 s; longer, it drops or repeats words. */
  maxSec?: number;
  /** A pause of at least this long between sentences is the preferred cut... */
  preferredSilenceSec?: number;
  /** ...as late as possible, but not before this far into the segment. */
  minSec?: number;
  /** Shorter silences are cut at only when no preferred one is found. */
  minCutSilenceSec?: number;
  /** Silence kept before and after the sound of each segment. */
  marginSec?: number;
  /** No cut at a silence nearer than this to the segment's start (a hard cut may be needed). */
  shortestSec?: number;
}

export const SEGMENT_DEFAULTS = {
  maxSec: 25,
  preferredSilenceSec: 0.3,
  minSec: 10,
  minCutSilenceSec: 0.12,
  marginSec: 0.25,
  // Moonshine reads a segment of a second or two badly or not at all: a breath and "Actually,"
  // cut off alone between two short silences came back empty (ADR 76).
  shortestSec: 3,
} as const;

/** How far past a silence the audio must reach before the silence is known to be whole. */
export const SILENCE_SETTLED_SEC = 0.5;

/**
 * Cuts the recording into segments of at most `maxSec` at silences: the last sentence pause
 * (0.3 s or more) at least `minSec` into a segment that keeps it under the limit, else the
 * longest shorter silence at least `shortestSec` in, else (speech with no gap for 25 s) a hard
 * cut. A segment without sound is left out; the rest lose their silent edges but `marginSec`.
 *
 * The latest good cut, not the first: Moonshine makes fewer errors on long segments (held-out
 * word error 8.7 % with this rule, 10.8 % cutting at the first pause 10 s in; ADR 26). A cut
 * depends only on the audio up to the end of its 25 s window, so a recording still being
 * streamed is cut exactly as the whole one will be once that window is heard. With
 * `settledOnly`, `durationSec` is the audio heard so far and only the segments whose window
 * (and 0.5 s after it, so no silence in it is still growing) was heard are returned; the rest
 * is open.
 */
export function planSegments(
  durationSec: number,
  silences: readonly Silence[],
  energy: { profile: EnergyProfile; threshold: number },
  options: SegmentOptions = {},
  /** Where the first segment starts (what came before is already recognized: a stream). */
  from = 0,
  settledOnly = false,
): Segment[] {
  const o = { ...SEGMENT_DEFAULTS, ...definedOnly(options) };
  const bounds: Array<{ start: number; end: number; forcedCut: boolean }> = [];
  const settled = (s: Silence) => !settledOnly || s.end + SILENCE_SETTLED_SEC <= durationSec;
  let start = from;
  while (durationSec - start > o.maxSec + (settledOnly ? SILENCE_SETTLED_SEC : 0)) {
    const limit = start + o.maxSec;
    const within = silences.filter((s) => {
      const mid = (s.start + s.end) / 2;
      return mid > start + o.shortestSec && mid < limit;
    });
    // A silence across the window's end still being heard could yet change the choice: wait.
    if (!within.every(settled)) break;
    const preferred = within
      .filter(
        (s) =>
          s.end - s.start >= o.preferredSilenceSec && (s.start + s.end) / 2 >= start + o.minSec,
      )
      .at(-1);
    const fallback = within
      .filter((s) => s.end - s.start >= o.minCutSilenceSec)
      .reduce<Silence | undefined>(
        (best, s) => (!best || s.end - s.start > best.end - best.start ? s : best),
        undefined,
      );
    const chosen = preferred ?? fallback;
    const cut = round3(chosen ? (chosen.start + chosen.end) / 2 : limit);
    bounds.push({ start, end: cut, forcedCut: !chosen });
    start = cut;
  }
  if (!settledOnly) bounds.push({ start, end: durationSec, forcedCut: false });

  const segments: Segment[] = [];
  for (const b of bounds) {
    const sound = soundSpan(b.start, b.end, energy);
    // A closed stretch without sound stays in a stream's plan (the next one starts after it).
    if (!sound && !settledOnly) continue;
    segments.push({
      index: segments.length,
      start: round3(b.start),
      end: round3(b.end),
      audioStart: sound ? round3(Math.max(b.start, sound.start - o.marginSec)) : round3(b.end),
      audioEnd: sound ? round3(Math.min(b.end, sound.end + o.marginSec)) : round3(b.end),
      forcedCut: b.forcedCut,
    });
  }
  return segments;
}

/**
 * The threshold segments are cut with: from the first `PLAN_THRESHOLD_SEC` of the recording only,
 * so a stream and the whole recording find the same silences (the whole recording's own
 * threshold, for pauses and hesitations, would move as more is heard).
 */
export const PLAN_THRESHOLD_SEC = 20;

/** The energy and silences segments are planned (and aligned) with; see PLAN_THRESHOLD_SEC. */
export function planningEnergy(profile: EnergyProfile): {
  energy: { profile: EnergyProfile; threshold: number };
  silences: Silence[];
} {
  const frames = Math.round(PLAN_THRESHOLD_SEC / profile.frameSec);
  const threshold = silenceThreshold(profile.db.subarray(0, frames));
  const energy = { profile, threshold };
  return { energy, silences: findSilences(profile, threshold) };
}

/** A segment needs this much sound to hold a word (a click or breath does not). */
const MIN_SOUND_SEC = 0.1;

function soundSpan(
  from: number,
  to: number,
  energy: { profile: EnergyProfile; threshold: number },
): { start: number; end: number } | undefined {
  const { frameSec, db } = energy.profile;
  const first = Math.max(0, Math.floor(from / frameSec));
  const last = Math.min(db.length, Math.ceil(to / frameSec));
  let a = -1;
  let b = -1;
  let loud = 0;
  for (let f = first; f < last; f++) {
    if ((db[f] ?? -Infinity) >= energy.threshold) {
      if (a < 0) a = f;
      b = f;
      loud++;
    }
  }
  if (a < 0 || loud * frameSec < MIN_SOUND_SEC) return undefined;
  return { start: a * frameSec, end: (b + 1) * frameSec };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
