import type { Word } from '@common/contract/analysis';
import { loadLexicon } from '../align/align-words';
import type { FrameScores } from '../engines/moonshine/hesitation-probe';
import { meanFrameScore } from '../engines/moonshine/hesitation-probe';
import type { Recognition, TextTranscriber, Transcriber } from '../transcriber';
import type { FoundHesitation, HesitationInput } from './find-hesitations';
import { restoreDecodedHesitations } from './find-hesitations';
import { applyMergedSplits, mergedCandidates, verifyMerged } from './merged-hesitations';
import { acceptByProbe, PROBE_APART_SEC, probeWindows } from './probe-hesitations';
import type { Found, TurnedDown } from './restore-aligned';
import { judgeAlignedCandidates, placeHesitations, saidAtSpeakingLevel } from './restore-aligned';
import { probeRuns, scanHesitations, scanWindows, uncovered } from './scan-hesitations';
import type { ScoreTexts } from './verify-hesitations';
import { spellFound } from './verify-hesitations';
import { hearEr } from './hear-er';
import { outside, unaccountedSpeech } from './unaccounted-speech';

/** The engine's own opinions the hesitation stage asks for (a text engine with a decoder). */
export interface Verifier {
  scoreTexts: ScoreTexts;
  /** Each encoder frame scored as a hesitation (Moonshine's probe, ADR 46). */
  hesitationFrames?: TextTranscriber['hesitationFrames'];
  signal?: AbortSignal;
}

/**
 * The recognised words with the hesitations the recognizer dropped or renamed
 * found in the audio. Words timed by the forced aligner (a text engine:
 * Moonshine, openai) and words pocketsphinx decoded itself miss hesitations
 * differently, so each has its own rules (restore-aligned.ts,
 * find-hesitations.ts). With the engine's opinions (Moonshine), the aligned
 * candidates the acoustic rules turn down are put to its encoder probe, the
 * probe scans what no candidate stood on, and every hesitation found is then
 * spelled as the decoder hears it best: um, uh, er or hmm (verify-hesitations.ts).
 * The decoder no longer judges doubtful candidates itself: on the development
 * set everything it took the probe had not was false (ADR 86). An "uh" found,
 * with or without a decoder, is written "er" where pocketsphinx hears an ER in
 * it (hear-er.ts).
 */
export async function restoreHesitations(
  input: HesitationInput,
  verify?: Verifier,
  /** Where the few files pocketsphinx reads are written (the analysis's own work directory). */
  { workDir }: { workDir?: string } = {},
): Promise<{
  words: Word[];
  hesitations: FoundHesitation[];
}> {
  const aligned = input.recognition.words.some((w) => w.aligned !== undefined);
  if (!aligned) return restoreDecodedHesitations(input);
  const recognition = verify ? await splitMerged(verify, input) : input.recognition;
  const split = { ...input, recognition };
  // Speech no word accounts for (a transcript typed for part of a recording) is not searched.
  const unwritten = unaccountedSpeech(recognition.words, input.energy);
  const judged = judgeAlignedCandidates(split);
  const found = outside(judged.found, unwritten);
  if (!verify) return placeHesitations(recognition, await spellEr(found, split, { workDir }));
  // Said by the speaker, not heard behind them: whatever hears it, a hesitation is at the level
  // of the words beside it (ADR 86), and closer to it for the probe than for the acoustic judge,
  // which also asks for a held, voiced, steady sound (ADR 95).
  const atSpeakingLevel = (c: Pick<Found, 'start' | 'end' | 'wordIndices'>) =>
    saidAtSpeakingLevel(c, recognition.words, input.energy.profile);
  const turnedDown = outside(judged.turnedDown, unwritten).filter(atSpeakingLevel);
  const probed = await probeOpinion(verify, turnedDown, found, split);
  const scanned = (await scanOpinion(verify, [...found, ...probed], split, unwritten)).filter(
    atSpeakingLevel,
  );
  const spelled = await spelling(verify, [...found, ...probed, ...scanned], split);
  return placeHesitations(
    recognition,
    await spellEr(spelled, split, { workDir, signal: verify.signal }),
  );
}

/**
 * The "uh"s found that pocketsphinx hears as "er" (hear-er.ts); a failure leaves them "uh", as
 * a failed scoring leaves a spelling.
 */
async function spellEr(
  found: readonly Found[],
  { samples, sampleRate }: HesitationInput,
  { workDir, signal }: { workDir?: string; signal?: AbortSignal },
): Promise<readonly Found[]> {
  try {
    return await hearEr(
      found,
      { samples, sampleRate },
      { signal, timeoutMs: VERIFY_TIMEOUT_MS, tmpDir: workDir },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return found;
  }
}

/**
 * The hesitations no candidate stood on that the encoder probe hears (scan-hesitations.ts), from
 * the frames the engine scored as it recognized each segment; what no segment's frames cover (a
 * streamed start, a corrected transcript's re-alignment) has the encoder run over it now, cut as
 * the segments are. Nothing in `unwritten` (unaccounted-speech.ts). Fails as the probe does: none.
 */
async function scanOpinion(
  verify: Verifier,
  found: readonly Found[],
  split: HesitationInput,
  unwritten: readonly { start: number; end: number }[],
): Promise<Found[]> {
  const { recognition, samples, sampleRate } = split;
  const frames = verify.hesitationFrames;
  if (!frames || recognition.words.length === 0) return [];
  try {
    const occupied = [...recognition.words, ...recognition.sounds, ...found];
    const given = recognition.probeTracks ?? [];
    const missing = uncovered([...given, ...unwritten], samples.length / sampleRate);
    const windows = missing.flatMap((span) => scanWindows(occupied, span));
    const tracks = [...given, ...(await encodeWindows(frames, windows, verify.signal, split))];
    const runs = outside(probeRuns(tracks), unwritten);
    return scanHesitations(runs, found, recognition.words, PROBE_APART_SEC);
  } catch (error) {
    if (verify.signal?.aborted) throw error;
    return [];
  }
}

/** The probe's frames of each window of the audio, all at once: the engine's workers share them. */
function encodeWindows(
  frames: NonNullable<Verifier['hesitationFrames']>,
  windows: readonly { start: number; end: number }[],
  signal: AbortSignal | undefined,
  { samples, sampleRate }: { samples: Int16Array; sampleRate: number },
): Promise<FrameScores[]> {
  return Promise.all(
    windows.map(async (w) => {
      const from = Math.round(w.start * sampleRate);
      const to = Math.round(w.end * sampleRate);
      const scores = await frames(
        { samples: samples.subarray(from, to), sampleRate },
        { signal, timeoutMs: VERIFY_TIMEOUT_MS },
      );
      return { start: from / sampleRate, end: to / sampleRate, scores };
    }),
  );
}

/**
 * The turned-down candidates the encoder probe hears as hesitations (probe-hesitations.ts), from
 * the frames the engine scored as it recognized each segment (the probe was trained on such
 * stretches); a candidate no segment's frames hold has the encoder run once over it with a few
 * seconds around it. Without a probe, or when it fails, none: the analysis does not fail for it.
 */
async function probeOpinion(
  verify: Verifier,
  turnedDown: readonly TurnedDown[],
  found: readonly Found[],
  split: HesitationInput,
): Promise<Found[]> {
  const frames = verify.hesitationFrames;
  if (!frames || turnedDown.length === 0) return [];
  try {
    const given = split.recognition.probeTracks ?? [];
    const unheard = turnedDown.filter((c) => meanFrameScore(given, c.start, c.end) === undefined);
    const windows = probeWindows(unheard, split.samples.length / split.sampleRate);
    const tracks = [...given, ...(await encodeWindows(frames, windows, verify.signal, split))];
    return acceptByProbe(turnedDown, found, tracks);
  } catch (error) {
    if (verify.signal?.aborted) throw error;
    return [];
  }
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
 * The hesitations found, spelled as the decoder hears them (um, uh, er or hmm). A failed
 * scoring leaves the spelling they have: the analysis does not fail for it.
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

/** The engine's decoder and encoder probe as the hesitation stage's opinions, when it has them. */
export function hesitationVerifier(
  recognizer: Transcriber | undefined,
  signal?: AbortSignal,
): Verifier | undefined {
  if (recognizer?.kind !== 'text' || !recognizer.scoreTexts) return undefined;
  return {
    scoreTexts: recognizer.scoreTexts.bind(recognizer),
    ...(recognizer.hesitationFrames && {
      hesitationFrames: recognizer.hesitationFrames.bind(recognizer),
    }),
    signal,
  };
}
