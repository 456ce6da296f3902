import os from 'node:os';
import type { HesitationWritten } from '../hesitation-words';
import { HESITATIONS_WRITTEN } from '../hesitation-words';
import { runLimited } from '../run-limited';
import type { RecognizedWord, SegmentAudio } from '../transcriber';
import type { AlignedCandidate } from './aligned-candidates';
import type { Found } from './restore-aligned';
import { keepsEngineSpelling } from './restore-aligned';

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

export interface VerificationTexts {
  /** The audio to score, seconds. */
  from: number;
  to: number;
  /**
   * The words as recognized, then with each hesitation asked about in the candidate's place
   * (all of HESITATIONS_WRITTEN for the spelling).
   */
  texts: string[];
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
 * The context of a candidate and the readings of it the decoder is asked about: the words as the
 * engine wrote them, and the same with the candidate's own words (a look-alike) or its place (a
 * slot or gap) said as each of `hesitations` ("um,", "uh,", ...), capitalised at a sentence start
 * and keeping the punctuation the look-alike had.
 */
export function verificationTexts(
  candidate: AlignedCandidate,
  words: readonly RecognizedWord[],
  hesitations: readonly HesitationWritten[] = HESITATIONS_WRITTEN,
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
    texts: [[...beforeText, ...ownText, ...afterText].join(' '), ...hesitations.map(said)],
  };
}

/**
 * The hesitation the decoder finds likeliest in a place (scores: as written, then each of
 * HESITATIONS_WRITTEN), the first on a tie; undefined without a finite score for each.
 */
export function spellingFromScores(scores: readonly number[]): HesitationWritten | undefined {
  const said = scores.slice(1, 1 + HESITATIONS_WRITTEN.length);
  if (said.length < HESITATIONS_WRITTEN.length || !said.every(Number.isFinite)) return undefined;
  return HESITATIONS_WRITTEN[said.indexOf(Math.max(...said))];
}

/** What the decoder is asked about one place: the audio to score, seconds, and the readings. */
export interface DecoderQuestion {
  from: number;
  to: number;
  texts: readonly string[];
}

/** The question's audio. */
function questionSamples(audio: SegmentAudio, question: DecoderQuestion): Int16Array {
  const rate = audio.sampleRate;
  return audio.samples.subarray(
    Math.round(question.from * rate),
    Math.min(audio.samples.length, Math.round(question.to * rate)),
  );
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
  const answers = await runLimited(
    items,
    os.availableParallelism(),
    async (item, _i, signal) => {
      const question = ask(item);
      if (!question) return undefined;
      const samples = questionSamples(audio, question);
      const scores = await scoreTexts({ samples, sampleRate: audio.sampleRate }, question.texts, {
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
 * A word the engine gave better than even odds (SURE_WORD_PROBABILITY) is kept, though the rules
 * found a hesitation on it, when the decoder finds the passage with the likeliest hesitation in
 * its place at least this much less likely (natural log) than as written: a slow, set-off "not"
 * between a real speaker's pauses (-13.0 nats) is a word, not an "um". Set on the development
 * set's look-alikes (ADR 74): of those the engine gave more than 0.5, the true hesitation scored
 * -9.8 and the one false one -13.8; below 0.5 true ones score as low as -13.5.
 */
export const MIN_SURE_WORD_GAIN = -11.5;
/** See MIN_SURE_WORD_GAIN. */
export const SURE_WORD_PROBABILITY = 0.5;

/**
 * Whether the decoder hears a candidate standing on the engine's words as those words (scores:
 * as written, then each of HESITATIONS_WRITTEN); see MIN_SURE_WORD_GAIN.
 */
export function heardAsWritten(candidate: AlignedCandidate, scores: readonly number[]): boolean {
  if (candidate.wordIndices.length === 0 || candidate.sources.includes('written')) return false;
  if (!(candidate.probability > SURE_WORD_PROBABILITY)) return false;
  const [written, ...said] = scores;
  if (written === undefined || said.length === 0 || ![written, ...said].every(Number.isFinite)) {
    return false;
  }
  return Math.max(...said) - written < MIN_SURE_WORD_GAIN;
}

/**
 * The hesitations found, each spelled as the decoder hears it best among HESITATIONS_WRITTEN (the
 * acoustic rules and the probe tell only "um" from "uh": a drawn-out "hmm" is nasal all through
 * and an "er" is a vowel), less those on a word the decoder hears as written (heardAsWritten),
 * which stay words. One the engine wrote keeps its own spelling when it is one of those four; one
 * it wrote otherwise ("Ah," where flite said "uh") is asked too (ADR 75). One with no words
 * around to ask about keeps the one it has.
 */
export async function spellFound(
  found: readonly Found[],
  words: readonly RecognizedWord[],
  audio: SegmentAudio,
  scoreTexts: ScoreTexts,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Found[]> {
  const toAsk = found.filter((c) => !keepsEngineSpelling(c, words));
  const spelled = new Map(
    await askDecoder(
      toAsk,
      (candidate) => verificationTexts(candidate, words, HESITATIONS_WRITTEN),
      (candidate, scores) => {
        if (heardAsWritten(candidate, scores)) return [candidate, 'word'] as const;
        const verdict = spellingFromScores(scores);
        return verdict && ([candidate, verdict] as const);
      },
      audio,
      scoreTexts,
      options,
    ),
  );
  return found.flatMap((c) => {
    const verdict = spelled.get(c);
    if (verdict === 'word') return [];
    return [verdict ? { ...c, verdict } : c];
  });
}
