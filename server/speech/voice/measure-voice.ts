import type { Voice } from '@common/contract/analysis';
import type { EnergyProfile } from '../energy';
import { findSilences, frameEnergies, silenceThreshold } from '../energy';
import type { PitchOptions } from './pitch';
import { trackPitch, trackPitchSteps } from './pitch';

/** Below this pitch SD (semitones) the intonation is flagged as monotone (docs/metrics.md). */
export const MONOTONE_SD_SEMITONES = 2;
/** Less voiced audio than this (seconds) gives no pitch figures. */
export const MIN_VOICED_SEC = 0.5;
/** Silences at least this long separate phrases for the loudness variation. */
export const PHRASE_BREAK_SEC = 0.3;
/** A phrase needs this much voiced audio (seconds) for its level to count. */
export const MIN_PHRASE_VOICED_SEC = 0.1;
/** Phrases needed for a loudness variation. */
export const MIN_PHRASES = 3;
/** Steadiness is 100 up to this phrase-level SD (dB)... */
export const STEADY_SD_DB = 1.5;
/** ...and 0 from this one on, linear in between. */
export const UNSTEADY_SD_DB = 7.5;

export interface VoiceInput {
  samples: ArrayLike<number>;
  sampleRate: number;
  /** The recording's 10 ms loudness and silence threshold (energy.ts); computed when absent. */
  energy?: { profile: EnergyProfile; threshold: number };
  pitch?: PitchOptions;
}

const round = (x: number, places: number) => {
  const f = 10 ** places;
  return Math.round(x * f) / f;
};

function percentile(sorted: ArrayLike<number>, p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))));
  return sorted[index] ?? 0;
}

/** Mean power of the given dB levels, back in dB (a loud stretch weighs as it sounds). */
function powerMeanDb(levels: readonly number[]): number | null {
  if (levels.length === 0) return null;
  const power = levels.reduce((sum, db) => sum + 10 ** (db / 10), 0) / levels.length;
  return 10 * Math.log10(power);
}

function standardDeviation(values: ArrayLike<number>): number {
  let mean = 0;
  for (let i = 0; i < values.length; i++) mean += values[i] ?? 0;
  mean /= values.length;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += ((values[i] ?? 0) - mean) ** 2;
  return Math.sqrt(sum / values.length);
}

/** 0-100 from the phrase-level SD: 100 up to 1.5 dB, 0 from 7.5 dB. */
export function loudnessSteadiness(sdDb: number): number {
  const share = (sdDb - STEADY_SD_DB) / (UNSTEADY_SD_DB - STEADY_SD_DB);
  return Math.round(100 * Math.min(1, Math.max(0, 1 - share)));
}

/**
 * Voice figures from a pitch track (f0 per 10 ms frame, 0 = unvoiced) and the
 * recording's 10 ms loudness. Pure.
 * - Pitch: median of voiced frames; spread in semitones around it (10th to
 *   90th percentile span, and standard deviation); monotone when the SD is
 *   under 2 semitones.
 * - Loudness: power mean of voiced frames in dBFS; phrases are the stretches
 *   between silences of 0.3 s or more, each phrase's level is the power mean
 *   of its voiced frames, and the variation is the SD of those levels.
 * - Voiced ratio: voiced frames over the frames from the first to the last
 *   frame above the silence threshold.
 */
export function summarizeVoice(f0: Float32Array, profile: EnergyProfile, threshold: number): Voice {
  const { db, frameSec } = profile;
  const frames = Math.min(f0.length, db.length);
  const voicedHz: number[] = [];
  const voicedDb: number[] = [];
  let firstSound = -1;
  let lastSound = -1;
  for (let k = 0; k < frames; k++) {
    const level = db[k] as number;
    if (level >= threshold) {
      if (firstSound < 0) firstSound = k;
      lastSound = k;
    }
    const f = f0[k] as number;
    if (f > 0) {
      voicedHz.push(f);
      voicedDb.push(level);
    }
  }

  const enoughVoice = voicedHz.length * frameSec >= MIN_VOICED_SEC;
  let pitchMedianHz: number | null = null;
  let pitchRangeSemitones: number | null = null;
  let pitchVariationSemitones: number | null = null;
  if (enoughVoice) {
    const sorted = Float64Array.from(voicedHz).sort();
    const median = percentile(sorted, 0.5);
    const semitones = sorted.map((f) => 12 * Math.log2(f / median));
    pitchMedianHz = round(median, 1);
    pitchRangeSemitones = round(percentile(semitones, 0.9) - percentile(semitones, 0.1), 2);
    pitchVariationSemitones = round(standardDeviation(semitones), 2);
  }

  const loudness = powerMeanDb(voicedDb);
  const phraseLevels: number[] = [];
  if (firstSound >= 0) {
    const breaks = findSilences(profile, threshold, { minSilenceSec: PHRASE_BREAK_SEC });
    const minVoiced = Math.round(MIN_PHRASE_VOICED_SEC / frameSec);
    let phraseStart = firstSound;
    const bounds = [
      ...breaks.map((s) => [Math.round(s.start / frameSec), Math.round(s.end / frameSec)]),
      [lastSound + 1, lastSound + 1],
    ];
    for (const [silenceStart = 0, silenceEnd = 0] of bounds) {
      if (silenceStart > phraseStart) {
        const levels: number[] = [];
        for (let k = phraseStart; k < Math.min(silenceStart, frames); k++) {
          if ((f0[k] as number) > 0) levels.push(db[k] as number);
        }
        const level = levels.length >= minVoiced ? powerMeanDb(levels) : null;
        if (level !== null) phraseLevels.push(level);
      }
      phraseStart = Math.max(phraseStart, silenceEnd);
    }
  }
  const variation = phraseLevels.length >= MIN_PHRASES ? standardDeviation(phraseLevels) : null;

  const span = firstSound >= 0 ? lastSound - firstSound + 1 : 0;
  return {
    pitchMedianHz,
    pitchRangeSemitones,
    pitchVariationSemitones,
    monotone: pitchVariationSemitones !== null && pitchVariationSemitones < MONOTONE_SD_SEMITONES,
    loudnessMeanDbfs: loudness === null ? null : round(loudness, 1),
    loudnessVariationDb: variation === null ? null : round(variation, 2),
    loudnessSteadiness: variation === null ? null : loudnessSteadiness(variation),
    voicedRatio: span > 0 ? round(Math.min(1, voicedHz.length / span), 3) : null,
  };
}

/** Frames this far under the loud speech (95th percentile) are analysed whatever the threshold... */
export const VOICE_GATE_BELOW_SPEECH_DB = 20;
/** ...unless they are quieter than this. */
export const VOICE_GATE_FLOOR_DB = -70;

/**
 * The recording's silence threshold, capped at 20 dB under its loud speech
 * (but not under -70 dBFS): in a recording with no silence at all the
 * threshold, set between its own floor and speech level, lies above the speech.
 */
function energyOf(input: VoiceInput): { profile: EnergyProfile; threshold: number } {
  const profile = input.energy?.profile ?? frameEnergies(input.samples, input.sampleRate);
  const threshold = input.energy?.threshold ?? silenceThreshold(profile.db);
  const sorted = Float32Array.from(profile.db).sort();
  const speech = percentile(sorted, 0.95);
  const cap = Math.max(speech - VOICE_GATE_BELOW_SPEECH_DB, VOICE_GATE_FLOOR_DB);
  return { profile, threshold: Math.min(threshold, cap) };
}

/** Pitch, loudness and voicing of a recording, all at once (blocks for about 0.5 s per 10 minutes). */
export function measureVoice(input: VoiceInput): Voice {
  const { profile, threshold } = energyOf(input);
  const track = trackPitch(input.samples, input.sampleRate, profile.db, {
    silenceDb: threshold,
    ...input.pitch,
  });
  return summarizeVoice(track.f0, profile, threshold);
}

/**
 * Same as measureVoice, yielding to the event loop after every ~10 s of
 * audio, so that it can run while the recognizer works without holding up
 * the server. Also gives the pitch track: pauses use its voicing to tell a
 * breath from a word.
 */
export async function measureVoiceInSteps(
  input: VoiceInput,
  signal?: AbortSignal,
): Promise<{ voice: Voice; f0: Float32Array }> {
  const { profile, threshold } = energyOf(input);
  const steps = trackPitchSteps(input.samples, input.sampleRate, profile.db, {
    silenceDb: threshold,
    ...input.pitch,
  });
  for (;;) {
    signal?.throwIfAborted();
    const next = steps.next();
    if (next.done) {
      const { f0 } = next.value;
      return { voice: summarizeVoice(f0, profile, threshold), f0 };
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
