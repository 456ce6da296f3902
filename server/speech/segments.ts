import type { EnergyProfile, Silence } from './energy';

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
}

export const SEGMENT_DEFAULTS = {
  maxSec: 25,
  preferredSilenceSec: 0.3,
  minSec: 10,
  minCutSilenceSec: 0.12,
  marginSec: 0.25,
} as const;

/**
 * Cuts the recording into segments of at most `maxSec` at silences: the last
 * sentence pause (0.3 s or more) that keeps the segment under the limit, else
 * the longest shorter silence, else (speech with no gap for 25 s) a hard cut.
 * Longer segments cost less per second (20 s: 0.055 x real time, 8 s: 0.065 x),
 * so the latest good cut wins. A segment without sound is left out; the rest
 * lose their silent edges but `marginSec`.
 */
export function planSegments(
  durationSec: number,
  silences: readonly Silence[],
  energy: { profile: EnergyProfile; threshold: number },
  options: SegmentOptions = {},
  /** Where the first segment starts (what came before is already recognized: a stream). */
  from = 0,
): Segment[] {
  const o = { ...SEGMENT_DEFAULTS, ...definedOnly(options) };
  const bounds: Array<{ start: number; end: number; forcedCut: boolean }> = [];
  let start = from;
  while (durationSec - start > o.maxSec) {
    const limit = start + o.maxSec;
    const within = silences.filter((s) => {
      const mid = (s.start + s.end) / 2;
      return mid > start + 1 && mid < limit;
    });
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
    const cut = chosen ? (chosen.start + chosen.end) / 2 : limit;
    bounds.push({ start, end: cut, forcedCut: !chosen });
    start = cut;
  }
  bounds.push({ start, end: durationSec, forcedCut: false });

  const segments: Segment[] = [];
  for (const b of bounds) {
    const sound = soundSpan(b.start, b.end, energy);
    if (!sound) continue;
    segments.push({
      index: segments.length,
      start: round3(b.start),
      end: round3(b.end),
      audioStart: round3(Math.max(b.start, sound.start - o.marginSec)),
      audioEnd: round3(Math.min(b.end, sound.end + o.marginSec)),
      forcedCut: b.forcedCut,
    });
  }
  return segments;
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
