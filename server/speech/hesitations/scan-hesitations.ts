import type { FrameScores } from '../engines/moonshine/hesitation-probe';
import type { RecognizedWord } from '../transcriber';
import type { Found } from './restore-aligned';

/**
 * A run of frames the probe hears as a hesitation wherever it lies, candidate or not (ADR 48):
 * every frame of the run scores at least SCAN_MIN_SCORE and the run lasts SCAN_MIN_FRAMES frames
 * (about 0.12 s). Set on the development set with probes trained on the other speeches (four
 * folds): 2 and 5 found 2 of its 7 missed hesitations for 1 false; the held-out set was scored
 * once, after.
 */
export const SCAN_MIN_SCORE = 2;
export const SCAN_MIN_FRAMES = 5;

/** A word the run covers this much of (its aligned time) was the hesitation, heard as a word. */
export const SCAN_COVERS_WORD = 0.5;

/**
 * A run reaching into a word the engine was this sure of, without covering it, is that word's own
 * sound ("un" of "unless"), not a hesitation it swallowed: those it writes as a word it is unsure
 * of ("The uphill" for "the uh pool"; ADR 40 measured 0.17-0.47 for them). Reaching in means by
 * more than SCAN_INTO_WORD_SEC, one frame of the aligner's.
 */
export const SCAN_INTO_WORD_SEC = 0.01;
export const SCAN_SURE_WORD = 0.6;

/** Longest stretch the encoder hears at once when scanning: as the segment planner cuts. */
const SCAN_MAX_WINDOW_SEC = 20;
const SCAN_MIN_WINDOW_SEC = 12;

export interface ProbeRun {
  start: number;
  end: number;
  /** Mean log-odds of its frames. */
  score: number;
}

/**
 * Where to run the encoder to scan a whole recording: cut in the middle of the widest gap between
 * the stretches given (words, sounds, hesitations found) 12-20 s after the last cut, as the
 * segment planner cuts and as the probe's training cut (so the frames hear as much context as
 * those it was trained on); where no gap lies there, at 20 s. Over `span` (seconds).
 */
export function scanWindows(
  words: readonly { start: number; end: number }[],
  span: { start: number; end: number },
): { start: number; end: number }[] {
  const sorted = words
    .filter((w) => w.end > span.start && w.start < span.end)
    .sort((a, b) => a.start - b.start);
  // Each gap from the latest end so far: stretches may overlap (a hesitation found over words).
  const gaps: { a: number; b: number }[] = [];
  let reached = sorted[0]?.end ?? 0;
  for (const w of sorted.slice(1)) {
    if (w.start > reached) gaps.push({ a: reached, b: w.start });
    reached = Math.max(reached, w.end);
  }
  const cuts = [span.start];
  while (span.end - (cuts.at(-1) ?? 0) > SCAN_MAX_WINDOW_SEC) {
    const from = (cuts.at(-1) ?? 0) + SCAN_MIN_WINDOW_SEC;
    const to = (cuts.at(-1) ?? 0) + SCAN_MAX_WINDOW_SEC;
    let best = to;
    let widest = -1;
    for (const { a, b } of gaps) {
      const mid = (a + b) / 2;
      if (mid > from && mid < to && b - a > widest) {
        widest = b - a;
        best = mid;
      }
    }
    cuts.push(best);
  }
  cuts.push(span.end);
  return cuts.slice(1).map((end, i) => ({ start: cuts[i] ?? 0, end }));
}

/** Stretches of at least `minSec` between 0 and `durationSec` that no track covers. */
export function uncovered(
  tracks: readonly { start: number; end: number }[],
  durationSec: number,
  minSec = 0.5,
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let reached = 0;
  for (const t of [...tracks].sort((a, b) => a.start - b.start)) {
    if (t.start - reached >= minSec) out.push({ start: reached, end: t.start });
    reached = Math.max(reached, t.end);
  }
  if (durationSec - reached >= minSec) out.push({ start: reached, end: durationSec });
  return out;
}

/** The runs of at least `minFrames` frames each scoring `minScore` or more, in time order. */
export function probeRuns(
  tracks: readonly FrameScores[],
  minScore = SCAN_MIN_SCORE,
  minFrames = SCAN_MIN_FRAMES,
): ProbeRun[] {
  const runs: ProbeRun[] = [];
  for (const track of tracks) {
    const count = track.scores.length;
    const step = count > 0 ? (track.end - track.start) / count : 0;
    let i = 0;
    while (i < count) {
      if ((track.scores[i] ?? -Infinity) < minScore) {
        i++;
        continue;
      }
      let j = i;
      let sum = 0;
      while (j < count && (track.scores[j] ?? -Infinity) >= minScore) sum += track.scores[j++] ?? 0;
      if (j - i >= minFrames) {
        runs.push({
          start: toMs(track.start + i * step),
          end: toMs(track.start + j * step),
          score: sum / (j - i),
        });
      }
      i = j;
    }
  }
  return runs.sort((a, b) => a.start - b.start);
}

/**
 * The runs that are hesitations no other step found: none found (or taken here) starts within
 * `apartSec` of the run or overlaps it. A run over most of one word's time replaces that word
 * (the engine wrote the hesitation as a word: "or" for "er", "for" for "er"); any other is put in
 * between the words, which are trimmed off it (a hesitation run into a word: "the uh pool"
 * written "The uphill"). Left (ADR 50): a run over a word the speaker typed (probability 1: they
 * said it), one before the first word or after the last, and one reaching into a word the engine
 * was sure of without covering most of it.
 */
export function scanHesitations(
  runs: readonly ProbeRun[],
  found: readonly Found[],
  words: readonly RecognizedWord[],
  apartSec: number,
): Found[] {
  const taken: Found[] = [];
  const held = found.map(({ start, end }) => ({ start, end }));
  const first = words[0]?.start ?? Infinity;
  const last = words.at(-1)?.end ?? -Infinity;
  for (const run of runs) {
    // Part of a hesitation already found: its tail, or a drawn-out one the frames dip inside.
    const partOf = (h: { start: number; end: number }) =>
      Math.abs(h.start - run.start) <= apartSec || (run.start < h.end && run.end > h.start);
    if (held.some(partOf)) continue;
    // The scan looks for hesitations hidden among the words (ADR 48); before the first word or
    // after the last, sound is a candidate's to judge by its acoustics (a tone, a room, a breath).
    if (run.start < first || run.end > last) continue;
    const covered = coveredWord(run, words);
    const word = covered === undefined ? undefined : words[covered];
    // The speaker typed that word: they said it.
    if (word && (word.recognizerProbability ?? 0) >= 1) continue;
    if (covered === undefined && inSureWord(run, words)) continue;
    taken.push({
      start: word ? Math.min(word.start, run.start) : run.start,
      end: word ? Math.max(word.end, run.end) : run.end,
      sources: ['probe'],
      wordIndices: covered === undefined ? [] : [covered],
      probability: word?.recognizerProbability ?? 1,
      nasalHint: false,
      punctuated: false,
      verdict: 'uh',
    });
    held.push({ start: run.start, end: run.end });
  }
  return taken;
}

function inSureWord(run: ProbeRun, words: readonly RecognizedWord[]): boolean {
  return words.some((w) => {
    const inside = Math.min(w.end, run.end) - Math.max(w.start, run.start);
    return inside > SCAN_INTO_WORD_SEC && (w.recognizerProbability ?? 1) >= SCAN_SURE_WORD;
  });
}

const toMs = (sec: number) => Math.round(sec * 1000) / 1000;

/** The word the run covers most of, when it covers SCAN_COVERS_WORD of it. */
function coveredWord(run: ProbeRun, words: readonly RecognizedWord[]): number | undefined {
  let best: number | undefined;
  let bestShare = SCAN_COVERS_WORD;
  words.forEach((w, i) => {
    const length = w.end - w.start;
    if (length <= 0) return;
    const share = (Math.min(w.end, run.end) - Math.max(w.start, run.start)) / length;
    if (share >= bestShare) {
      bestShare = share;
      best = i;
    }
  });
  return best;
}
