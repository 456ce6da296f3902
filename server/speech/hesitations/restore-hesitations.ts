import type { Word } from '@common/contract/analysis';
import { loadLexicon } from '../align/align-words';
import type { Recognition, Transcriber } from '../transcriber';
import type { FoundHesitation, HesitationInput } from './find-hesitations';
import { restoreDecodedHesitations } from './find-hesitations';
import { applyMergedSplits, mergedCandidates, verifyMerged } from './merged-hesitations';
import type { DoubtfulCandidate, Found } from './restore-aligned';
import { judgeAlignedCandidates, placeHesitations } from './restore-aligned';
import type { ScoreTexts } from './verify-hesitations';
import { spellFound, verifyHesitations } from './verify-hesitations';

/**
 * The recognised words with the hesitations the recognizer dropped or renamed
 * found in the audio. Words timed by the forced aligner (a text engine:
 * Moonshine, openai) and words pocketsphinx decoded itself miss hesitations
 * differently, so each has its own rules (restore-aligned.ts,
 * find-hesitations.ts). With `scoreTexts` (Moonshine), the aligned candidates
 * the acoustic rules doubt are put to the engine's decoder
 * (verify-hesitations.ts), and every hesitation found is then spelled as the
 * decoder hears it best: um, uh, er or hmm.
 */
export async function restoreHesitations(
  input: HesitationInput,
  verify?: { scoreTexts: ScoreTexts; signal?: AbortSignal },
): Promise<{
  words: Word[];
  hesitations: FoundHesitation[];
}> {
  const aligned = input.recognition.words.some((w) => w.aligned !== undefined);
  if (!aligned) return restoreDecodedHesitations(input);
  const recognition = verify ? await splitMerged(verify, input) : input.recognition;
  const split = { ...input, recognition };
  const { found, doubtful } = judgeAlignedCandidates(split);
  if (!verify) return placeHesitations(recognition, found);
  const heard = await secondOpinion(verify, doubtful, split);
  return placeHesitations(recognition, await spelling(verify, [...found, ...heard], split));
}

/**
 * The recognition with each word the decoder hears as a hesitation run into a word split in two
 * (merged-hesitations.ts); the split hesitation is then one the engine wrote. Fails as the second
 * opinion does: the recognition as it was.
 */
async function splitMerged(
  verify: { scoreTexts: ScoreTexts; signal?: AbortSignal },
  { recognition, samples, sampleRate }: HesitationInput,
): Promise<Recognition> {
  const lexicon = await loadLexicon();
  const candidates = mergedCandidates(recognition.words, lexicon);
  if (candidates.length === 0) return recognition;
  try {
    const splits = await verifyMerged(
      candidates,
      recognition.words,
      { samples, sampleRate },
      verify.scoreTexts,
      { signal: verify.signal, timeoutMs: VERIFY_TIMEOUT_MS },
    );
    if (splits.length === 0) return recognition;
    return { ...recognition, words: applyMergedSplits(recognition.words, splits, lexicon) };
  } catch (error) {
    if (verify.signal?.aborted) throw error;
    return recognition;
  }
}

/** One candidate's scoring: a few seconds of audio, well under a second of work. */
const VERIFY_TIMEOUT_MS = 60_000;

/**
 * The doubtful candidates the decoder hears as hesitations. A second opinion that fails (a
 * worker lost, a timeout) leaves the acoustic rules' answer: the analysis does not fail for it.
 */
async function secondOpinion(
  verify: { scoreTexts: ScoreTexts; signal?: AbortSignal },
  doubtful: readonly DoubtfulCandidate[],
  { recognition, samples, sampleRate }: HesitationInput,
) {
  try {
    return await verifyHesitations(
      doubtful,
      recognition.words,
      { samples, sampleRate },
      verify.scoreTexts,
      { signal: verify.signal, timeoutMs: VERIFY_TIMEOUT_MS },
    );
  } catch (error) {
    if (verify.signal?.aborted) throw error;
    return [];
  }
}

/**
 * The hesitations found, spelled as the decoder hears them (um, uh, er or hmm). A failed
 * scoring leaves the spelling they have, as the second opinion does.
 */
async function spelling(
  verify: { scoreTexts: ScoreTexts; signal?: AbortSignal },
  found: readonly Found[],
  { recognition, samples, sampleRate }: HesitationInput,
): Promise<readonly Found[]> {
  try {
    return await spellFound(found, recognition.words, { samples, sampleRate }, verify.scoreTexts, {
      signal: verify.signal,
      timeoutMs: VERIFY_TIMEOUT_MS,
    });
  } catch (error) {
    if (verify.signal?.aborted) throw error;
    return found;
  }
}

/** The engine's decoder as the hesitation stage's second opinion, when it can give one. */
export function hesitationVerifier(recognizer: Transcriber | undefined, signal?: AbortSignal) {
  const scoreTexts = recognizer?.kind === 'text' ? recognizer.scoreTexts : undefined;
  return scoreTexts && { scoreTexts: scoreTexts.bind(recognizer), signal };
}
