import type { EnergyProfile, Silence } from './energy';
import { planSegments, SEGMENT_DEFAULTS, type Segment, type SegmentOptions } from './segments';

/** How far past a silence the audio must reach before the silence is known to be whole. */
const SILENCE_SETTLED_SEC = 0.5;

/**
 * The segments of a recording still being made that are closed: each is cut at the first
 * sentence pause (0.3 s or more) at least `minSec` into it whose end has been heard, or, with no
 * such pause, by planSegments's rule once its whole 25 s window has been heard. The tail after
 * the last closed segment stays open. Segments start at `from` (the end of the last closed one)
 * and are numbered from `firstIndex`.
 *
 * The first pause, not the last one in the window as planSegments takes: a speaker rehearsing
 * is heard within about 10 s, and the segment left open at the end (what remains to recognize
 * after Save) is short. Cuts are still at silences, so the words are those of a whole upload.
 */
export function planClosedSegments(
  heardSec: number,
  silences: readonly Silence[],
  energy: { profile: EnergyProfile; threshold: number },
  from: number,
  firstIndex: number,
  options: SegmentOptions = {},
): Segment[] {
  const o = { ...SEGMENT_DEFAULTS, ...options };
  const closed: Segment[] = [];
  let start = from;
  for (;;) {
    const pause = silences.find(
      (s) =>
        s.end - s.start >= o.preferredSilenceSec &&
        (s.start + s.end) / 2 >= start + o.minSec &&
        (s.start + s.end) / 2 < start + o.maxSec &&
        s.end + SILENCE_SETTLED_SEC <= heardSec,
    );
    let end: number;
    let forcedCut = false;
    if (pause) {
      end = round3((pause.start + pause.end) / 2);
    } else if (heardSec - start > o.maxSec + SILENCE_SETTLED_SEC + 1) {
      // No pause in the window: planSegments's own choice over the window, which is all heard.
      const [first] = planSegments(start + o.maxSec + 1, silences, energy, o, start);
      // A first stretch without sound is left out of the plan: it ends where the next begins.
      const owns = first !== undefined && first.start === round3(start);
      end = owns ? first.end : (first?.start ?? start + o.maxSec);
      forcedCut = owns && first.forcedCut;
    } else {
      break;
    }
    const [segment] = planSegments(end, silences, energy, o, start);
    if (segment) closed.push({ ...segment, index: firstIndex + closed.length, forcedCut });
    else closed.push(silentSegment(start, end, firstIndex + closed.length));
    start = end;
  }
  return closed;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A closed stretch without sound: kept, so the next segment starts after it, but never recognized. */
function silentSegment(start: number, end: number, index: number): Segment {
  return { index, start, end, audioStart: end, audioEnd: end, forcedCut: false };
}
