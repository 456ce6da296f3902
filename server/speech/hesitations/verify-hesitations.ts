import os from 'node:os';
import { runLimited } from '../run-limited';
import type { RecognizedWord, SegmentAudio } from '../transcriber';
import type { DoubtfulCandidate, Found } from './restore-aligned';

/** Scores texts as transcripts of audio: the engine's own decoder (TextTranscriber.scoreTexts). */
export type ScoreTexts = (
  segment: SegmentAudio,
  texts: readonly string[],
  options?: { signal?: AbortSignal; timeoutMs?: number },
) => Promise<number[]>;

/** Words of context on each side of a candidate: about 3 s of speech, enough for the decoder. */
const CONTEXT_WORDS = 4;
/** Audio kept around the context words. */
const MARGIN_SEC = 0.2;
/**
 * How much less likely (natural log) the decoder may find the transcript with "um," or "uh," in
 * the candidate's place than without it, and still be heard to have a hesitation there. Whisper
 * -like decoders are trained to leave hesitations out, so even a real one costs a few nats; a
 * place with none costs more. Set on the development set's doubtful candidates (ADR 39): the true
 * ones scored -1.8, -3.5 and -5.5 nats, the first of the 73 others -7.5.
 */
export const MIN_HESITATION_GAIN = -6.5;

export interface VerificationTexts {
  /** The audio to score, seconds. */
  from: number;
  to: number;
  /** The words as recognized, then with "um" and with "uh" in the candidate's place. */
  texts: [string, string, string];
}

const spelled = (w: RecognizedWord) => w.text ?? w.word;

/**
 * The words either side of a stretch the decoder is asked about (indices, not counting the
 * stretch's own words), and the audio to score: those words and the stretch, with a margin.
 */
export function contextOf(
  words: readonly RecognizedWord[],
  ownIndices: readonly number[],
  start: number,
  end: number,
): { before: number[]; after: number[]; from: number; to: number } {
  const own = new Set(ownIndices);
  const others = [...words.keys()].filter((i) => !own.has(i));
  const firstAfter = others.find((i) => words[i]!.start >= start - 0.01) ?? words.length;
  const before = others.filter((i) => i < firstAfter).slice(-CONTEXT_WORDS);
  const after = others.filter((i) => i >= firstAfter).slice(0, CONTEXT_WORDS);
  const first = before[0] === undefined ? start : Math.min(words[before[0]]!.start, start);
  const lastIndex = after.at(-1);
  const last = lastIndex === undefined ? end : Math.max(words[lastIndex]!.end, end);
  return { before, after, from: Math.max(0, first - MARGIN_SEC), to: last + MARGIN_SEC };
}

/**
 * The context of a candidate and the three readings of it the decoder is asked about: the words as
 * the engine wrote them, and the same with the candidate's own words (a look-alike) or its place
 * (a slot or gap) said as "um," or "uh,", capitalised at a sentence start and keeping the
 * punctuation the look-alike had.
 */
export function verificationTexts(
  candidate: DoubtfulCandidate,
  words: readonly RecognizedWord[],
): VerificationTexts | undefined {
  const { before, after, from, to } = contextOf(
    words,
    candidate.wordIndices,
    candidate.start,
    candidate.end,
  );
  if (before.length + candidate.wordIndices.length + after.length === 0) return undefined;
  const ownText = candidate.wordIndices.map((i) => spelled(words[i]!));
  const punctuation = /[,.?!]$/.exec(ownText.at(-1) ?? '')?.[0] ?? ',';
  const beforeText = before.map((i) => spelled(words[i]!));
  const afterText = after.map((i) => spelled(words[i]!));
  const sentenceStart = beforeText.length === 0 || /[.?!]["']?$/.test(beforeText.at(-1) ?? '');
  const said = (h: string) =>
    [
      ...beforeText,
      (sentenceStart ? h[0]!.toUpperCase() + h.slice(1) : h) + punctuation,
      ...afterText,
    ].join(' ');
  return {
    from,
    to,
    texts: [[...beforeText, ...ownText, ...afterText].join(' '), said('um'), said('uh')],
  };
}

/** "um" or "uh" when the decoder hears one there (scores: as written, with um, with uh). */
export function verdictFromScores(
  scores: readonly number[],
  minGain = MIN_HESITATION_GAIN,
): 'um' | 'uh' | undefined {
  const [written, um, uh] = scores;
  if (written === undefined || um === undefined || uh === undefined) return undefined;
  const best = Math.max(um, uh);
  if (!Number.isFinite(best) || best - written < minGain) return undefined;
  return um >= uh ? 'um' : 'uh';
}

/** What the decoder is asked about one place: the audio to score, seconds, and the readings. */
export interface DecoderQuestion {
  from: number;
  to: number;
  texts: readonly string[];
}

/**
 * Asks the engine's decoder about each item: the readings `ask` gives it, scored on their audio,
 * and `judge` turns the scores into an answer (undefined: none). As many at once as the engine
 * has workers (one a core): more would only wait in its queue, each with a listener on the
 * analysis's signal.
 */
export async function askDecoder<T, R>(
  items: readonly T[],
  ask: (item: T) => DecoderQuestion | undefined,
  judge: (item: T, scores: number[]) => R | undefined,
  audio: SegmentAudio,
  scoreTexts: ScoreTexts,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<R[]> {
  const rate = audio.sampleRate;
  const answers = await runLimited(
    items,
    os.availableParallelism(),
    async (item, _i, signal) => {
      const question = ask(item);
      if (!question) return undefined;
      const samples = audio.samples.subarray(
        Math.round(question.from * rate),
        Math.min(audio.samples.length, Math.round(question.to * rate)),
      );
      const scores = await scoreTexts({ samples, sampleRate: rate }, question.texts, {
        ...options,
        signal,
      });
      return judge(item, scores);
    },
    options.signal,
  );
  return answers.filter((a): a is R => a !== undefined);
}

/**
 * The doubtful candidates the engine's decoder hears as hesitations: each one's context is scored
 * as written and with a hesitation in its place, on the audio around it.
 */
export function verifyHesitations(
  doubtful: readonly DoubtfulCandidate[],
  words: readonly RecognizedWord[],
  audio: SegmentAudio,
  scoreTexts: ScoreTexts,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Found[]> {
  return askDecoder(
    doubtful,
    (candidate) => verificationTexts(candidate, words),
    (candidate, scores) => {
      const verdict = verdictFromScores(scores);
      return verdict && { ...candidate, verdict };
    },
    audio,
    scoreTexts,
    options,
  );
}
