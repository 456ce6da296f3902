import type { StretchFeatures } from './acoustics';
import type { AlignedCandidate } from './aligned-candidates';

/**
 * Whether a candidate from an aligned recognition is a hesitation, from how
 * it sounds and where it is. A hesitation is one held, voiced sound ("uh",
 * maybe closing into the "m" of "um") long enough to be heard as a pause
 * filled; a word has consonants and moving vowels, and a function word
 * ("the", "a", "but") is short and leans on the next word.
 *
 * Nothing here uses pitch: synthetic hesitations are flat or fall by a whole
 * contour, people's drift; nor a voice's loudness or timbre: every limit is a
 * duration, a share or a change measured within the stretch itself.
 */

export interface AlignedRules {
  /** Held sound, seconds: a hesitation is heard as a pause filled; a vowel in passing is shorter. */
  minLoudSec: number;
  /**
   * ...but a sound standing alone between two silences, where no word leans on
   * it, is a hesitation from this long when it is voiced and steady (no more
   * spectral change than `maxSpectralChange`): a quick "uh" said on its own
   * lasts 0.07-0.15 s, and nothing but a hesitation or a breath stands there.
   */
  minIsolatedLoudSec: number;
  /** Voiced share of its loud windows (breathy voices are voiced less of the time). */
  minVoicedShare: number;
  /** Median cepstral change 20 ms apart: a held vowel 1-3, a word with consonants 3.5-9. */
  maxSpectralChange: number;
  /**
   * ...and for a sound with silence on both sides, where no word leans on it:
   * what stands alone between two silences, voiced and held, and that the
   * aligner or the engine took for a hesitation, is one even when short
   * and less steady.
   */
  maxIsolatedSpectralChange: number;
  /**
   * ...and for a look-alike the engine hardly believed (probability at most
   * `unsureProbability`) and that is set off: the engine's doubt is evidence.
   */
  maxUnsureSpectralChange: number;
  unsureProbability: number;
  /** Beyond this the vowel glides (now, know, our): a word, unless it closes into a nasal. */
  maxDrift: number;
  /** The high band fading this much (dB) is the nasal murmur of "um". */
  nasalDropDb: number;
  /** Silence on one side that sets a word apart from the next, seconds. */
  minSilenceSec: number;
  /**
   * A candidate neither set off by silence nor by the engine's punctuation
   * must hold this long: an unstressed "the" or "but" does not, nor the edge
   * of a word the aligner placed a little late.
   */
  minLeaningLoudSec: number;
  /**
   * The aligner's slot between two words counts without silence or punctuation. Off: it gained 3
   * hesitations for 2 false on the development set, but none for 5 false on the held-out set, 4 of
   * those in reverb, which makes a word's edge as steady and voiced as a hesitation (ADR 29).
   */
  inlineSlot: boolean;
  /**
   * A sound more than this many dB quieter (at its loudest) than both words beside it is not a
   * hesitation: it is said at speaking level, while a room's tail of the word before, a breath or
   * a noise is well below it. Relative to the words around it, so a quiet voice or a far
   * microphone changes nothing. 9.5: festival ked says its hesitations 8.0-8.5 dB under its words
   * (ADR 95); the nearest sounds beyond, on the development set, a real "uh" at 10.1 dB and a
   * café's murmur at 10.5.
   */
  maxBelowWordsDb: number;
}

export const ALIGNED_RULES: AlignedRules = {
  minLoudSec: 0.12,
  minIsolatedLoudSec: 0.06,
  minVoicedShare: 0.4,
  maxSpectralChange: 3.5,
  maxIsolatedSpectralChange: 4.5,
  maxUnsureSpectralChange: 5,
  unsureProbability: 0.25,
  maxDrift: 9,
  nasalDropDb: 8,
  minSilenceSec: 0.1,
  minLeaningLoudSec: 0.25,
  inlineSlot: false,
  maxBelowWordsDb: 9.5,
};

export interface JudgedCandidate extends AlignedCandidate {
  features: StretchFeatures | undefined;
  silenceBeforeSec: number;
  silenceAfterSec: number;
  /**
   * How far (dB) its loudest 10 ms lies below the quieter of the two words beside it at their
   * loudest (the one word there is at the start or end); undefined without a word beside it.
   */
  belowWordsDb?: number;
}

/** "um", "uh", or undefined when it is not a hesitation. */
export function judgeAligned(
  c: JudgedCandidate,
  rules: AlignedRules = ALIGNED_RULES,
): 'um' | 'uh' | undefined {
  const f = c.features;
  const nasal = c.nasalHint || (f !== undefined && f.nasalDropDb >= rules.nasalDropDb);
  const word = nasal ? 'um' : 'uh';
  // The engine wrote a hesitation: it heard one.
  if (c.sources.includes('written')) return word;
  if (!f) return undefined;
  if (c.belowWordsDb !== undefined && c.belowWordsDb > rules.maxBelowWordsDb) return undefined;
  const before = c.silenceBeforeSec >= rules.minSilenceSec;
  const after = c.silenceAfterSec >= rules.minSilenceSec;
  const short = f.loudSec < rules.minLoudSec - 1e-9;
  if (short && !(before && after && f.loudSec >= rules.minIsolatedLoudSec - 1e-9)) return undefined;
  if (f.voicedShare < rules.minVoicedShare) return undefined;
  // A short one must be steady throughout: a clipped word is not.
  if (short && f.spectralChange > rules.maxSpectralChange) return undefined;
  const setOff = before || after || c.punctuated;
  const unsure =
    c.sources.includes('lookalike') && c.probability <= rules.unsureProbability && setOff;
  const steadyEnough = unsure
    ? rules.maxUnsureSpectralChange
    : before && after
      ? rules.maxIsolatedSpectralChange
      : rules.maxSpectralChange;
  if (f.spectralChange > steadyEnough) return undefined;
  if (!nasal && f.drift > rules.maxDrift) return undefined;
  const long = f.loudSec >= rules.minLeaningLoudSec;
  // Sound the aligner left in a gap touching a word is mostly that word's edge, placed late or early.
  if (c.sources.length === 1 && c.sources[0] === 'gap' && !(before && after) && !long) {
    return undefined;
  }
  // The aligner's own slot between two words, not set off, holding a hesitation's full length of
  // voiced, steady sound ("there uh and" said in one breath): the slot is optional and costs the
  // aligner a transition, so it takes it where the sound fits neither word; the edge of a word it
  // steals is shorter than `minLoudSec` (those stay out above).
  const slotOnly = rules.inlineSlot && c.sources.length === 1 && c.sources[0] === 'slot';
  if (!(setOff || long || slotOnly)) return undefined;
  return word;
}
