import type { Word } from '@common/contract/analysis';
import type { FoundHesitation, HesitationInput } from './find-hesitations';
import { restoreDecodedHesitations } from './find-hesitations';
import { restoreAlignedHesitations } from './restore-aligned';

/**
 * The recognised words with the hesitations the recognizer dropped or renamed
 * found in the audio. Words timed by the forced aligner (a text engine:
 * Moonshine, openai) and words pocketsphinx decoded itself miss hesitations
 * differently, so each has its own rules (restore-aligned.ts,
 * find-hesitations.ts).
 */
export function restoreHesitations(input: HesitationInput): {
  words: Word[];
  hesitations: FoundHesitation[];
} {
  const { recognition, samples, sampleRate, energy } = input;
  const aligned = recognition.words.some((w) => w.aligned !== undefined);
  return aligned
    ? restoreAlignedHesitations({ recognition, samples, sampleRate, energy })
    : restoreDecodedHesitations(input);
}
