import type { Pause, Word } from '@common/contract/analysis';
import type { EnergyProfile } from '../energy';
import { longestRun, NOISY_BELOW_DB, peakDb, recordingLevels, silentRuns } from '../energy';

export const MIN_PAUSE_SEC = 0.5;

export interface PauseOptions {
  minPauseSec?: number;
  /**
   * The recording's loudness and silence threshold. With it, the silence in a
   * gap between words is measured in the audio, not taken from the word times:
   * recognised word edges are off by up to a tenth of a second either way, and a
   * gap with speech in it is a word the recognizer dropped, not a pause.
   */
  energy?: {
    profile: EnergyProfile;
    threshold: number;
    /**
     * Pitch per energy frame (voice/pitch.ts), 0 where unvoiced. With it, an in-breath inside a
     * pause does not split it (see `breath`).
     */
    f0?: Float32Array;
  };
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
  /**
   * In a noisy recording, a gap between the words whose every frame lies this many dB under the
   * quieter word beside it at its loudest is a pause, the words' gap, even where no silence runs
   * through it: music or talk behind the speaker (14-16 dB under the voice in the development
   * set's two such speeches) sounds through their pauses, and a listener hears the speaker stop.
   * The speaking level the hesitation stage asks of a hesitation (ADR 86). The gap must hold a
   * pause with the aligner's edges `edgeSlackSec` off: in noise it gave a 0.35 s break 0.53 s.
   */
  belowWordsDb?: number;
  /**
   * People breathe in audibly between sentences, and a breath of 0.2-0.5 s in a 1 s pause left
   * two silences too short to be one. A sound inside the words' gap counts as part of the pause
   * when it is breath-like: unvoiced throughout, no louder than `belowSpeechDb` under the loud
   * speech (95th percentile), `minSec` to `maxSec` long, with at least `silenceBeforeSec` of
   * silence before it. A breath near the silence threshold flickers across it, so sounds parted
   * by silences shorter than `flickerSec` are judged as one. A word's final stop release is
   * shorter than a breath (40-60 ms); being inside the gap keeps the first sound of the next
   * word out. Set on synthesised breaths added to development speeches (ADR 38).
   */
  breath?: {
    belowSpeechDb: number;
    minSec: number;
    maxSec: number;
    silenceBeforeSec: number;
    flickerSec: number;
  };
}

const BELOW_WORDS_DB = 8;

/**
 * A word-final stop's release ("homework", "work") is a faint burst of 20-60 ms after a silent
 * closure, and a word may open as faintly (the burst of "please"). Over steady room noise such
 * sounds can stay under the silence threshold, and the closure joined the pause: in a speech
 * read first as held-out (`tenth-rms-homework`, noise 34 dB under the voice), three breaks of
 * 0.35 s between sentences measured 0.50-0.52 s (ADR 91). Frames this far over the noise floor
 * (the threshold's own least margin), at least FAINT_MIN_FRAMES in a row, inside the word beside
 * the silence as aligned and within FAINT_WITHIN_SEC of the silence's edge, are the word's sound.
 */
const FAINT_ABOVE_FLOOR_DB = 6;
const FAINT_MIN_FRAMES = 2;
const FAINT_WITHIN_SEC = 0.2;
/**
 * A release follows a closure: this many frames under the faint level before it. A room's
 * reverberation fades from the word with no closure, flickering over and under the faint level
 * on the way down, and is the pause's (without this, `test-awb-podcast`, held out, in reverb 30,
 * measured a pause 0.12 s late; ADR 91).
 */
const RELEASE_CLOSURE_FRAMES = 3;

const BREATH = {
  belowSpeechDb: 12,
  minSec: 0.08,
  maxSec: 0.8,
  silenceBeforeSec: 0.06,
  flickerSec: 0.08,
};

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
    noisyBelowDb = NOISY_BELOW_DB,
    breath = BREATH,
    belowWordsDb = BELOW_WORDS_DB,
  } = options;
  // Even with both edges a slack off, a shorter gap cannot hold a pause; in noise it must be one.
  let minGapSec = minPauseSec - 2 * edgeSlackSec;
  let speechLevelDb = 0;
  let floorLevelDb = 0;
  let noisy = false;
  if (energy) {
    const { floorDb, speechDb } = recordingLevels(energy.profile.db);
    noisy = speechDb - floorDb < noisyBelowDb;
    if (noisy) minGapSec = minPauseSec;
    speechLevelDb = speechDb;
    floorLevelDb = floorDb;
  }
  const pauses: Pause[] = [];
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1];
    const after = words[i];
    if (!before || !after) continue;
    // Out of noise, a word's silent edge is the pause's: on a real recording (JFK's slow "ask
    // not", outdoors) the aligner gave "not" 0.4 s of the 1.1 s silence after it and "what" the
    // rest, 10 ms apart. In noise a word's fading end is silent too (noisyBelowDb).
    const edges =
      energy && !noisy
        ? soundEdges(energy.profile, energy.threshold, before, after)
        : { end: before.end, start: after.start };
    const gap = edges.start - edges.end;
    if (!energy) {
      // Rounding tolerance: times come in 10 ms frames.
      if (gap >= minPauseSec - 1e-6) {
        pauses.push({ start: round3(before.end), duration: round3(gap) });
      }
      continue;
    }
    if (gap < minGapSec - 1e-6) continue;
    const runs = silentRuns(
      energy.profile,
      energy.threshold,
      edges.end - edgeSlackSec,
      edges.start + edgeSlackSec,
      maxBlipSec,
    );
    const { frameSec } = energy.profile;
    const longest = longestRun(
      energy.f0
        ? bridgeBreaths(runs, energy.profile, energy.f0, {
            ...breath,
            ceilingDb: speechLevelDb - breath.belowSpeechDb,
            gap: [edges.end / frameSec, edges.start / frameSec],
          })
        : runs,
    );
    const faintDb = floorLevelDb + FAINT_ABOVE_FLOOR_DB;
    const silence: [number, number] | undefined = longest && [
      afterRelease(energy.profile, faintDb, longest, before.end),
      beforeOnset(energy.profile, faintDb, longest, after.start),
    ];
    const duration = silence ? (silence[1] - silence[0]) * frameSec : 0;
    if (silence && duration >= minPauseSec - 1e-6) {
      pauses.push({ start: round3(silence[0] * frameSec), duration: round3(duration) });
    } else if (
      noisy &&
      gap >= minPauseSec + edgeSlackSec - 1e-6 &&
      quietBesideWords(energy.profile, before, after, belowWordsDb)
    ) {
      pauses.push({ start: round3(edges.end), duration: round3(gap) });
    }
  }
  return pauses;
}

/**
 * Where a silence (frames) that starts inside the word before really starts: after the last run
 * of faint sound (FAINT_ABOVE_FLOOR_DB) after a closure (RELEASE_CLOSURE_FRAMES) in the word as
 * aligned (`wordEnd`, seconds) near the silence's start.
 */
export function afterRelease(
  profile: EnergyProfile,
  faintDb: number,
  silence: readonly [number, number],
  wordEnd: number,
): number {
  const { db, frameSec } = profile;
  const last = Math.min(
    silence[1],
    Math.round(wordEnd / frameSec),
    silence[0] + Math.round(FAINT_WITHIN_SEC / frameSec),
  );
  let start = silence[0];
  let run = 0;
  let closure = 0;
  let closed = false;
  for (let f = silence[0]; f < last; f++) {
    if ((db[f] ?? -Infinity) >= faintDb) {
      closed ||= closure >= RELEASE_CLOSURE_FRAMES;
      closure = 0;
      run++;
      if (closed && run >= FAINT_MIN_FRAMES) start = f + 1;
    } else {
      if (run > 0) closed = false;
      run = 0;
      closure++;
    }
  }
  return start;
}

/**
 * Where a silence (frames) that ends inside the word after really ends: at the first run of faint
 * sound in the word as aligned (`wordStart`, seconds) near the silence's end.
 */
export function beforeOnset(
  profile: EnergyProfile,
  faintDb: number,
  silence: readonly [number, number],
  wordStart: number,
): number {
  const { db, frameSec } = profile;
  const first = Math.max(
    silence[0],
    Math.round(wordStart / frameSec),
    silence[1] - Math.round(FAINT_WITHIN_SEC / frameSec),
  );
  let run = 0;
  for (let f = first; f < silence[1]; f++) {
    run = (db[f] ?? -Infinity) >= faintDb ? run + 1 : 0;
    if (run >= FAINT_MIN_FRAMES) return f + 1 - run;
  }
  return silence[1];
}

/**
 * Whether everything between two words lies at least `belowDb` under the quieter of them at its
 * loudest: the speaker said nothing there, whatever else sounded (music, talk in the room).
 */
function quietBesideWords(
  profile: EnergyProfile,
  before: Pick<Word, 'start' | 'end'>,
  after: Pick<Word, 'start' | 'end'>,
  belowDb: number,
): boolean {
  const loudest = (from: number, to: number) => peakDb(profile, from, to) ?? -Infinity;
  const words = Math.min(loudest(before.start, before.end), loudest(after.start, after.end));
  return loudest(before.end, after.start) <= words - belowDb;
}

/**
 * Where the sound of the word before ends and that of the word after starts: each word's aligned
 * edge, moved in past the silent frames beside it; a word with no sound keeps its edges.
 */
export function soundEdges(
  profile: EnergyProfile,
  threshold: number,
  before: Pick<Word, 'start' | 'end'>,
  after: Pick<Word, 'start' | 'end'>,
): { end: number; start: number } {
  const { db, frameSec } = profile;
  const frameOf = (t: number) => Math.round(t / frameSec);
  const loud = (f: number) => (db[f] ?? -Infinity) >= threshold;
  let end = before.end;
  for (let f = frameOf(before.end) - 1; f >= frameOf(before.start); f--) {
    if (loud(f)) {
      end = Math.min(before.end, (f + 1) * frameSec);
      break;
    }
  }
  let start = after.start;
  for (let f = frameOf(after.start); f < frameOf(after.end); f++) {
    if (loud(f)) {
      start = Math.max(after.start, f * frameSec);
      break;
    }
  }
  return { end, start };
}

/**
 * `runs` with each breath-like sound between two of them bridged (PauseOptions.breath). A breath
 * near the silence threshold flickers across it: sounds parted by silences shorter than
 * `flickerSec` are judged as one.
 */
function bridgeBreaths(
  runs: ReadonlyArray<[number, number]>,
  profile: EnergyProfile,
  f0: Float32Array,
  rule: {
    ceilingDb: number;
    minSec: number;
    maxSec: number;
    silenceBeforeSec: number;
    flickerSec: number;
    gap: [number, number];
  },
): Array<[number, number]> {
  const { frameSec, db } = profile;
  const seconds = (from: number, to: number) => (to - from) * frameSec;
  const breathLike = (from: number, to: number, silenceBefore: number) => {
    if (from < rule.gap[0] - 1e-6 || to > rule.gap[1] + 1e-6) return false;
    const length = seconds(from, to);
    if (length < rule.minSec - 1e-6 || length > rule.maxSec + 1e-6) return false;
    if (silenceBefore < rule.silenceBeforeSec - 1e-6) return false;
    for (let f = from; f < to; f++) {
      if ((f0[f] ?? 0) > 0 || (db[f] ?? 0) > rule.ceilingDb) return false;
    }
    return true;
  };
  const bridged: Array<[number, number]> = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as [number, number];
    const last = bridged.at(-1);
    if (!last) {
      bridged.push([run[0], run[1]]);
      continue;
    }
    // The sound from the end of `last` to the next silence long enough not to be flicker.
    let next = i;
    while (
      next < runs.length - 1 &&
      seconds(...(runs[next] as [number, number])) < rule.flickerSec
    ) {
      next++;
    }
    const after = runs[next] as [number, number];
    if (breathLike(last[1], after[0], seconds(last[0], last[1]))) {
      last[1] = after[1];
      i = next;
    } else {
      bridged.push([run[0], run[1]]);
    }
  }
  return bridged;
}

export function longestPauseSec(pauses: readonly Pause[]): number {
  return pauses.reduce((longest, p) => Math.max(longest, p.duration), 0);
}
