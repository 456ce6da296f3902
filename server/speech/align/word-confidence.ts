/**
 * How sure Podium is of one word: the recognizer's probability for it times
 * how plausibly the aligner could fit it in the audio.
 *
 * - `recognizer`: Moonshine's softmax probability of the least sure of the
 *   word's tokens (a word is as sure as its weakest piece); engines that say
 *   nothing pass their default. Halved (DISPUTED_FACTOR) for a word the
 *   engine's two readings of an unsure segment disagreed on.
 * - alignment: 1 when the forced duration is 30-300 ms a phone (spoken English
 *   runs at 60-120 ms); squeezed shorter (the audio has no room for the word:
 *   most likely it was not said) or stretched longer (it was fitted over a noise
 *   or a drawn-out sound) it falls in proportion, to 0.3 at least; a word the
 *   aligner could not place at all gets 0.3.
 */
export const MIN_SEC_PER_PHONE = 0.03;
export const MAX_SEC_PER_PHONE = 0.3;
export const UNALIGNED_FACTOR = 0.3;
/**
 * Where two readings of a segment wrote different words, either may be the
 * one misheard: a coin toss, so the word's probability counts half. Halved,
 * a disputed word falls under LOW_CONFIDENCE_BELOW unless the engine was all
 * but certain of it (ADR 77: on the development set it marked 27 more
 * misheard words for 26 more right ones doubted; 0.7 marked 10 more for 8).
 */
export const DISPUTED_FACTOR = 0.5;

/**
 * Below this a word is not "heard for sure": language feedback skips it and
 * the transcript marks it for the speaker to check. Tuned on the development
 * speeches only (docs/speech-pipeline.md, Confidence).
 */
export const LOW_CONFIDENCE_BELOW = 0.5;

export function alignmentFactor(aligned: boolean, durationSec: number, phoneCount: number): number {
  if (!aligned) return UNALIGNED_FACTOR;
  const perPhone = durationSec / Math.max(1, phoneCount);
  if (perPhone < MIN_SEC_PER_PHONE) return Math.max(UNALIGNED_FACTOR, perPhone / MIN_SEC_PER_PHONE);
  if (perPhone > MAX_SEC_PER_PHONE) return Math.max(UNALIGNED_FACTOR, MAX_SEC_PER_PHONE / perPhone);
  return 1;
}

export function wordConfidence(input: {
  recognizer: number;
  disputed?: boolean;
  aligned: boolean;
  durationSec: number;
  phoneCount: number;
}): number {
  const p = Math.min(1, Math.max(0, input.recognizer)) * (input.disputed ? DISPUTED_FACTOR : 1);
  const value = p * alignmentFactor(input.aligned, input.durationSec, input.phoneCount);
  return Math.round(value * 1000) / 1000;
}

export function isLowConfidence(confidence: number): boolean {
  return confidence < LOW_CONFIDENCE_BELOW;
}
