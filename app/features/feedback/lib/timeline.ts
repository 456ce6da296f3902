import type { Filler, PaceWindow, Pause, Waveform, Word } from '@common/contract/analysis';
import { formatDuration } from '@app/lib/format';
import { MARKED_PAUSE_SEC } from './transcript-segments';

/** Playback starts this long before a moment, so its first sound is heard whole. */
export const PLAY_LEAD_SEC = 0.3;
/**
 * Horizontal scale: at about 2.5 words a second a word gets some 40 px, room
 * for a short word's label (64 px cut most words to two letters).
 */
export const PX_PER_SEC = 100;
/** The pace line's vertical range, words per minute. */
export const PACE_SCALE_MAX = 240;

/** A filler or a pause on the timeline: what the keys step through. */
export interface TimelineMark {
  kind: 'filler' | 'pause';
  start: number;
  end: number;
  /** What the mark shows: the filler's words, or the pause's length. */
  text: string;
  /** What a screen reader hears for its button. */
  label: string;
  /** A filler of the speaker's own, from Settings (issue 13). */
  own?: true;
}

/** Where playing from a moment starts: a little before it, never before the start. */
export function playStartFor(seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  return Math.max(0, seconds - PLAY_LEAD_SEC);
}

/** Fillers and pauses of 0.5 s or more, in the order they happened. */
export function timelineMarks(
  fillers: readonly Filler[] | undefined,
  pauses: readonly Pause[] | undefined,
): TimelineMark[] {
  const marks: TimelineMark[] = [];
  for (const filler of fillers ?? []) {
    if (!Number.isFinite(filler.start)) continue;
    const own = filler.type === 'personal';
    marks.push({
      kind: 'filler',
      start: filler.start,
      end: Math.max(filler.start, filler.end),
      text: filler.word,
      label: `Filler \u201c${filler.word}\u201d${own ? ', one of yours,' : ''} at ${formatDuration(filler.start)}`,
      ...(own ? { own: true as const } : {}),
    });
  }
  for (const pause of pauses ?? []) {
    if (!Number.isFinite(pause.start) || pause.duration < MARKED_PAUSE_SEC - 1e-9) continue;
    const length = `${pause.duration.toFixed(1)} s`;
    marks.push({
      kind: 'pause',
      start: pause.start,
      end: pause.start + pause.duration,
      text: length,
      label: `Pause of ${length} at ${formatDuration(pause.start)}`,
    });
  }
  return marks.sort((a, b) => a.start - b.start || (a.kind === 'filler' ? -1 : 1));
}

/**
 * The next or previous mark from where playback is, optionally of one kind.
 * Playback of a mark starts PLAY_LEAD_SEC before it, so "where playback is"
 * is read as the moment that lead points at: after jumping to a mark, next
 * is the one after it and previous the one before it.
 */
export function stepMark(
  marks: readonly TimelineMark[],
  currentTime: number,
  direction: 'next' | 'previous',
  kind?: TimelineMark['kind'],
): TimelineMark | null {
  const at = currentTime + PLAY_LEAD_SEC;
  const tolerance = 0.05;
  const candidates = kind ? marks.filter((mark) => mark.kind === kind) : marks;
  if (direction === 'next') return candidates.find((mark) => mark.start > at + tolerance) ?? null;
  for (let i = candidates.length - 1; i >= 0; i--) {
    const mark = candidates[i];
    if (mark && mark.start < at - tolerance) return mark;
  }
  return null;
}

/** The timeline's width: the scale above, or the space it is given when the speech is short. */
export function timelineWidth(durationSec: number, availablePx: number): number {
  const natural = Math.ceil(Math.max(0, durationSec) * PX_PER_SEC);
  return Math.max(natural, Math.floor(availablePx));
}

/** The moment under a point of the timeline, `x` pixels from its left edge. */
export function timeAtOffset(x: number, widthPx: number, durationSec: number): number {
  if (!(widthPx > 0) || !(durationSec > 0)) return 0;
  return Math.min(durationSec, Math.max(0, (x / widthPx) * durationSec));
}

/**
 * SVG path data of the waveform in a box `peaks` wide and 100 high: one
 * vertical stroke per peak, centred, at least a hair so silence still reads as a line.
 */
export function waveformPath(waveform: Waveform | undefined): string {
  if (!waveform || waveform.peaks.length === 0) return '';
  return waveform.peaks
    .map((peak, i) => {
      const half = Math.max(0.5, Math.min(100, peak) / 2);
      return `M${i + 0.5} ${(50 - half).toFixed(1)}V${(50 + half).toFixed(1)}`;
    })
    .join('');
}

/**
 * The pace line in a box `durationSec` wide and 100 high: a point at the
 * middle of each window, higher for faster (0 at the bottom, PACE_SCALE_MAX at the top).
 */
export function paceLine(windows: readonly PaceWindow[] | undefined): string {
  const usable = (windows ?? []).filter(
    (w) => Number.isFinite(w.start) && Number.isFinite(w.end) && Number.isFinite(w.wordsPerMinute),
  );
  return usable
    .map(
      (w, i) =>
        `${i === 0 ? 'M' : 'L'}${((w.start + w.end) / 2).toFixed(2)} ${paceY(w.wordsPerMinute)}`,
    )
    .join('');
}

/** Height on the 0-100 box (0 at the top) of a pace. */
export function paceY(wordsPerMinute: number): number {
  const clamped = Math.min(PACE_SCALE_MAX, Math.max(0, wordsPerMinute));
  return Math.round((100 - (clamped / PACE_SCALE_MAX) * 100) * 10) / 10;
}

/** Labelled times under the timeline: every 5 s, or wider for long speeches. */
export function timeTicks(durationSec: number): Array<{ seconds: number; label: string }> {
  if (!(durationSec > 0)) return [];
  const step = durationSec > 300 ? 30 : durationSec > 60 ? 10 : 5;
  const ticks = [];
  for (let s = 0; s <= durationSec + 1e-9; s += step) {
    ticks.push({ seconds: s, label: formatDuration(s) });
  }
  return ticks;
}

/** A word on the words row: its label may run on to where the next word starts. */
export interface TimelineWord {
  text: string;
  start: number;
  /** Seconds its label may take: to the next word's start, at least its own length. */
  room: number;
}

/** Words with usable times, in order, for the words row. */
export function timedWords(words: readonly Word[] | undefined): TimelineWord[] {
  const usable = (words ?? [])
    .filter((w) => Number.isFinite(w.start) && Number.isFinite(w.end) && w.end >= w.start)
    .sort((a, b) => a.start - b.start);
  return usable.map((word, i) => {
    const next = usable[i + 1];
    const own = word.end - word.start;
    return {
      text: word.text ?? word.word,
      start: word.start,
      room: next ? Math.max(own, next.start - word.start) : own,
    };
  });
}

/**
 * Where to scroll so the playhead stays in view while playing: unchanged while
 * it is inside the middle of the view, else it is put a quarter in from the left.
 */
export function scrollToKeep(
  playheadPx: number,
  scrollLeft: number,
  viewWidth: number,
  contentWidth: number,
): number {
  const margin = Math.min(48, viewWidth / 6);
  if (playheadPx >= scrollLeft + margin && playheadPx <= scrollLeft + viewWidth - margin) {
    return scrollLeft;
  }
  const target = playheadPx - viewWidth / 4;
  return Math.max(0, Math.min(Math.max(0, contentWidth - viewWidth), target));
}
