/** Loudness of consecutive frames, dBFS (0 = full scale). */
export interface EnergyProfile {
  frameSec: number;
  db: Float32Array;
}

/** A stretch of audio below the silence threshold, seconds. */
export interface Silence {
  start: number;
  end: number;
}

/** The loudest frame of [start, end), dB; undefined when it holds no frame. */
export function peakDb(profile: EnergyProfile, start: number, end: number): number | undefined {
  let peak: number | undefined;
  const last = Math.min(profile.db.length, Math.ceil(end / profile.frameSec - 1e-6));
  for (let f = Math.max(0, Math.floor(start / profile.frameSec + 1e-6)); f < last; f++) {
    const db = profile.db[f] ?? -Infinity;
    if (peak === undefined || db > peak) peak = db;
  }
  return peak;
}

/** Digital silence has no logarithm; anything quieter than this is treated as this. */
export const FLOOR_DB = -100;

export function frameEnergies(
  samples: ArrayLike<number>,
  sampleRate: number,
  frameSec = 0.01,
): EnergyProfile {
  const frameLength = Math.max(1, Math.round(sampleRate * frameSec));
  const frames = Math.ceil(samples.length / frameLength);
  const db = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = f * frameLength;
    const end = Math.min(samples.length, start + frameLength);
    let sum = 0;
    for (let i = start; i < end; i++) {
      const s = samples[i] ?? 0;
      sum += s * s;
    }
    const rms = Math.sqrt(sum / (end - start)) / 32768;
    db[f] = rms > 0 ? Math.max(FLOOR_DB, 20 * Math.log10(rms)) : FLOOR_DB;
  }
  return { frameSec: frameLength / sampleRate, db };
}

function percentile(sorted: Float32Array, p: number): number {
  if (sorted.length === 0) return FLOOR_DB;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))));
  return sorted[index] ?? FLOOR_DB;
}

export interface ThresholdOptions {
  /** Share of frames assumed to be background at least (its loudness is the noise floor). */
  noisePercentile?: number;
  /** Loudness taken as typical speech. */
  speechPercentile?: number;
  /** Fraction of the way from noise floor to speech level where silence ends. */
  fraction?: number;
  /** Never closer to the noise floor than this, so noise flicker stays silent. */
  minMarginDb?: number;
}

/** Below this a frame is digital silence: zeros, or the last bit flickering. */
const DIGITAL_SILENCE_DB = -90;

/**
 * The frames from the first to the last that is not digital silence (all of them if none is).
 * Zeros before and after the recording (a device opening, a file padded) are not its room: 4 s of
 * them around an 11 s speech given outdoors put its floor at -90 dBFS, the crowd 50 dB above it
 * counted as sound, and none of its three pauses was found.
 */
export function withoutSilentEnds(db: Float32Array): Float32Array {
  let first = 0;
  while (first < db.length && (db[first] ?? FLOOR_DB) <= DIGITAL_SILENCE_DB) first++;
  if (first === db.length) return db;
  let end = db.length;
  while ((db[end - 1] ?? FLOOR_DB) <= DIGITAL_SILENCE_DB) end--;
  return db.subarray(first, end);
}

/** A recording's noise floor and typical speech level, dB (see ThresholdOptions). */
export function recordingLevels(
  db: Float32Array,
  options: Pick<ThresholdOptions, 'noisePercentile' | 'speechPercentile'> = {},
): { floorDb: number; speechDb: number } {
  const { noisePercentile = 0.1, speechPercentile = 0.95 } = options;
  const sorted = Float32Array.from(withoutSilentEnds(db)).sort();
  // Clamp: generated or gated audio has exact zeros, which would put the threshold in the noise.
  const floorDb = Math.max(percentile(sorted, noisePercentile), DIGITAL_SILENCE_DB);
  return { floorDb, speechDb: Math.max(percentile(sorted, speechPercentile), floorDb) };
}

/**
 * Speech less than this far over the noise floor (dB) is noisy: a word's fading end sinks under
 * the silence threshold, so silences by loudness reach into the words around them (pauses.ts).
 */
export const NOISY_BELOW_DB = 30;

/** Whether the recording's speech is less than `belowDb` over its noise floor. */
export function isNoisyRecording(db: Float32Array, belowDb = NOISY_BELOW_DB): boolean {
  const { floorDb, speechDb } = recordingLevels(db);
  return speechDb - floorDb < belowDb;
}

/**
 * The level below which a frame counts as silence, set between this
 * recording's own noise floor and speech level: a fixed number would call a
 * noisy room all speech and a quiet speaker all silence.
 */
export function silenceThreshold(db: Float32Array, options: ThresholdOptions = {}): number {
  const { fraction = 0.3, minMarginDb = 6 } = options;
  const { floorDb, speechDb } = recordingLevels(db, options);
  return floorDb + Math.max(minMarginDb, fraction * (speechDb - floorDb));
}

export interface SilenceOptions {
  /** Shorter silent runs are ignored. */
  minSilenceSec?: number;
  /** Louder blips shorter than this (clicks, breaths) do not break a silence. */
  maxBlipSec?: number;
}

export function findSilences(
  profile: EnergyProfile,
  threshold: number,
  options: SilenceOptions = {},
): Silence[] {
  const { minSilenceSec = 0.2, maxBlipSec = 0.03 } = options;
  const { db, frameSec } = profile;
  const runs: Array<[number, number]> = [];
  let runStart = -1;
  for (let f = 0; f <= db.length; f++) {
    const silent = f < db.length && (db[f] ?? FLOOR_DB) < threshold;
    if (silent && runStart < 0) runStart = f;
    if (!silent && runStart >= 0) {
      runs.push([runStart, f]);
      runStart = -1;
    }
  }

  const maxBlipFrames = Math.round(maxBlipSec / frameSec);
  const merged: Array<[number, number]> = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && run[0] - last[1] <= maxBlipFrames) last[1] = run[1];
    else merged.push([run[0], run[1]]);
  }

  const minFrames = Math.round(minSilenceSec / frameSec);
  return merged
    .filter(([a, b]) => b - a >= minFrames)
    .map(([a, b]) => ({ start: a * frameSec, end: b * frameSec }));
}

/** Share (0-1) of the frames between start and end (seconds) that are below the threshold. */
export function silentFraction(
  profile: EnergyProfile,
  threshold: number,
  start: number,
  end: number,
): number {
  const { db, frameSec } = profile;
  const first = Math.max(0, Math.floor(start / frameSec + 1e-9));
  const last = Math.min(db.length, Math.ceil(end / frameSec - 1e-9));
  if (last <= first) return 0;
  let silent = 0;
  for (let f = first; f < last; f++) if ((db[f] ?? FLOOR_DB) < threshold) silent++;
  return silent / (last - first);
}

/**
 * The runs of frames under the threshold between start and end (seconds), in
 * time order as [first, end) frame indices, louder blips of up to `maxBlipSec`
 * bridged as in findSilences.
 */
export function silentRuns(
  profile: EnergyProfile,
  threshold: number,
  start: number,
  end: number,
  maxBlipSec = 0.03,
): Array<[number, number]> {
  const { db, frameSec } = profile;
  const first = Math.max(0, Math.floor(start / frameSec + 1e-9));
  const last = Math.min(db.length, Math.ceil(end / frameSec - 1e-9));
  const maxBlip = Math.round(maxBlipSec / frameSec);
  const runs: Array<[number, number]> = [];
  for (let f = first; f < last; f++) {
    if ((db[f] ?? FLOOR_DB) >= threshold) continue;
    const run = runs.at(-1);
    // A silent frame continues the run if the loud stretch since it ended is a blip.
    if (run && f - run[1] <= maxBlip) run[1] = f + 1;
    else runs.push([f, f + 1]);
  }
  return runs;
}

/** The longest of `runs` (the earliest of equal ones). */
export function longestRun(runs: ReadonlyArray<[number, number]>): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (const run of runs) if (!best || run[1] - run[0] > best[1] - best[0]) best = run;
  return best;
}
