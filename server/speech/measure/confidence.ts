import type { ConfidenceBreakdown, Filler, Pause, Voice, Word } from '@common/contract/analysis';
import { paceOverTime, paceVariation as variationOf } from './pace';

export interface ConfidenceInput {
  words: readonly Word[];
  fillers: readonly Filler[];
  pauses: readonly Pause[];
  speakingTimeSec: number;
  /**
   * Coefficient of variation of the pace over 15 s windows (pace.ts), as
   * measure-speech.ts has it already; when undefined it is measured from the
   * words the same way. Null = too short to tell.
   */
  paceVariation?: number | null;
  /** From the audio; without it (or its steadiness) that part is left out. */
  voice?: Voice;
}

export interface ConfidenceResult {
  /** 0-100; null when nothing was recognised. */
  score: number | null;
  breakdown: ConfidenceBreakdown | undefined;
  /** Mean recognizer confidence of the words, 0-1, three decimals. */
  recognizerConfidence: number | null;
}

/** Weights of the parts (docs/metrics.md says why). */
export const CONFIDENCE_WEIGHTS: Readonly<ConfidenceBreakdown> = {
  recognizer: 0.25,
  fillerRate: 0.25,
  pauses: 0.2,
  paceStability: 0.15,
  voiceSteadiness: 0.15,
};

/** Mean word confidence mapped linearly: 0 at this... */
export const RECOGNIZER_FLOOR = 0.35;
/** ...100 at this (pocketsphinx gives 0.70-0.83 on clear synthetic speech). */
export const RECOGNIZER_FULL = 0.85;
/** Fillers per 100 words that cost nothing... */
export const FREE_FILLERS_PER_100 = 1;
/** ...and the rate where the part reaches 0. */
export const MAX_FILLERS_PER_100 = 8;
/** Rhetorical pauses a minute that make a full score (a breath between most sentences). */
export const PAUSES_PER_MINUTE_MIN = 2;
export const PAUSES_PER_MINUTE_MAX = 10;
/** A pause this long reads as losing the thread. */
export const HESITANT_PAUSE_SEC = 3;
/** A filler this close to a pause makes it a hesitation ("so... um"). */
export const FILLER_NEAR_PAUSE_SEC = 0.3;
/** Points lost per hesitant pause a minute. */
export const HESITATION_COST = 25;
/** Pace variation (CV) that costs nothing, and where the part reaches 0. */
export const STEADY_PACE_CV = 0.1;
export const UNSTEADY_PACE_CV = 0.4;

const clamp = (x: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, x));
const clamp01 = (x: number) => clamp(x, 0, 1);
/** 100 at `full` or better, 0 at `zero` or worse, linear between. */
const linear = (x: number, full: number, zero: number) => 100 * clamp01((x - zero) / (full - zero));

/** Mean recognizer confidence, 0-1; null without words. */
export function meanRecognizerConfidence(words: readonly Word[]): number | null {
  if (words.length === 0) return null;
  const mean = words.reduce((sum, w) => sum + clamp01(w.confidence), 0) / words.length;
  return Math.round(mean * 1000) / 1000;
}

/** Fillers per 100 words: 100 up to 1, 0 from 8. */
export function fillerRatePart(fillers: number, words: number): number {
  const per100 = words > 0 ? (fillers * 100) / words : 0;
  return linear(per100, FREE_FILLERS_PER_100, MAX_FILLERS_PER_100);
}

/**
 * Pause pattern. A pause (0.5 s or more between words) is hesitant when it
 * lasts 3 s or more or a filler touches it (within 0.3 s); the others are
 * rhetorical. 2-10 rhetorical pauses a minute score 100; fewer cost 20 points
 * each down to 60 at none (rushing, no room to breathe); more cost 10 points
 * each down to 0 at 20 (choppy). Each hesitant pause a minute costs 25.
 * Minutes count at least half a minute, so a short clip is not judged on one pause.
 */
export function pausesPart(
  pauses: readonly Pause[],
  fillers: readonly Filler[],
  speakingTimeSec: number,
): number {
  const minutes = Math.max(speakingTimeSec / 60, 0.5);
  let rhetorical = 0;
  let hesitant = 0;
  for (const p of pauses) {
    const end = p.start + p.duration;
    const nearFiller = fillers.some(
      (f) =>
        (f.end <= p.start + 1e-6 && p.start - f.end <= FILLER_NEAR_PAUSE_SEC + 1e-6) ||
        (f.start >= end - 1e-6 && f.start - end <= FILLER_NEAR_PAUSE_SEC + 1e-6),
    );
    if (p.duration >= HESITANT_PAUSE_SEC - 1e-6 || nearFiller) hesitant++;
    else rhetorical++;
  }
  const r = rhetorical / minutes;
  const rhythm =
    r < PAUSES_PER_MINUTE_MIN
      ? 60 + (40 * r) / PAUSES_PER_MINUTE_MIN
      : r <= PAUSES_PER_MINUTE_MAX
        ? 100
        : 100 - 10 * (r - PAUSES_PER_MINUTE_MAX);
  return clamp(rhythm - HESITATION_COST * (hesitant / minutes));
}

/** Pace variation: 100 up to 0.10, 0 from 0.40. */
export function paceStabilityPart(paceVariation: number): number {
  return linear(paceVariation, STEADY_PACE_CV, UNSTEADY_PACE_CV);
}

/**
 * Delivery confidence, 0-100: the weighted mean of five parts, each 0-100
 * (docs/metrics.md): recognizer confidence 25 %, filler rate 25 %, pauses
 * 20 %, pace stability 15 %, voice steadiness 15 %. A part that cannot be
 * measured (pace on a short speech, voice without audio) is left out and the
 * others' weights scale up; the breakdown shows it at the score itself, so
 * the breakdown's weighted mean is still the score. Null without words.
 */
export function measureConfidence(input: ConfidenceInput): ConfidenceResult {
  const { words, fillers, pauses, speakingTimeSec } = input;
  const recognizerConfidence = meanRecognizerConfidence(words);
  if (recognizerConfidence === null) {
    return { score: null, breakdown: undefined, recognizerConfidence: null };
  }
  const paceVariation =
    input.paceVariation === undefined ? variationOf(paceOverTime(words)) : input.paceVariation;
  const steadiness = input.voice?.loudnessSteadiness ?? null;
  const parts: Record<keyof ConfidenceBreakdown, number | null> = {
    recognizer: linear(recognizerConfidence, RECOGNIZER_FULL, RECOGNIZER_FLOOR),
    fillerRate: fillerRatePart(fillers.length, words.length),
    pauses: pausesPart(pauses, fillers, speakingTimeSec),
    paceStability: paceVariation === null ? null : paceStabilityPart(paceVariation),
    voiceSteadiness: steadiness,
  };
  let sum = 0;
  let weight = 0;
  for (const [key, value] of Object.entries(parts) as Array<
    [keyof ConfidenceBreakdown, number | null]
  >) {
    if (value === null) continue;
    sum += CONFIDENCE_WEIGHTS[key] * value;
    weight += CONFIDENCE_WEIGHTS[key];
  }
  const exact = sum / weight;
  const show = (value: number | null) => Math.round(value ?? exact);
  return {
    score: Math.round(exact),
    breakdown: {
      recognizer: show(parts.recognizer),
      fillerRate: show(parts.fillerRate),
      pauses: show(parts.pauses),
      paceStability: show(parts.paceStability),
      voiceSteadiness: show(parts.voiceSteadiness),
    },
    recognizerConfidence,
  };
}
