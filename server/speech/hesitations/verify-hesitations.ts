import os from 'node:os';
import type { HesitationWritten } from '../hesitation-words';
import { HESITATIONS_WRITTEN } from '../hesitation-words';
import { runLimited } from '../run-limited';
import type { RecognizedWord, SegmentAudio } from '../transcriber';
import type { AlignedCandidate } from './aligned-candidates';
import type { DoubtfulCandidate, Found } from './restore-aligned';
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
/**
 * How much less likely (natural log) the decoder may find the transcript with "um," or "uh," in
 * the candidate's place than without it, and still be heard to have a hesitation there. Whisper
 * -like decoders are trained to leave hesitations out, so even a real one costs a few nats; a
 * place with none costs more. Set on the development set's doubtful candidates (ADR 39): the true
 * ones scored -1.8, -3.5 and -5.5 nats, the first of the 73 others -7.5.
 */
export const MIN_HESITATION_GAIN = -6.5;

/**
 * A slot or gap holds no word of the engine's, so its own sound can be taken away: the readings
 * scored again with the stretch silenced. What "um" gains from that sound being there is evidence
 * the decoder hears a hesitation in it, not one the words around it make likely; it counts this
 * many times over in the stretch's gain (ADR 43).
 */
export const STRETCH_SOUND_WEIGHT = 2;
/**
 * A slot or gap is a hesitation when its gain with its sound's evidence reaches this (or its gain
 * alone reaches MIN_HESITATION_GAIN). The middle of the development set's gap (ADR 43): the true
 * ones the old rule missed reached -5.4 and +0.6, the best of the others -6.7.
 */
export const MIN_STRETCH_GAIN = -6;

export interface VerificationTexts {
  /** The audio to score, seconds. */
  from: number;
  to: number;
  /**
   * The words as recognized, then with each hesitation asked about in the candidate's place
   * ("um" and "uh" for the second opinion, all of HESITATIONS_WRITTEN for the spelling).
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
 * The context of a candidate and the three readings of it the decoder is asked about: the words as
 * the engine wrote them, and the same with the candidate's own words (a look-alike) or its place
 * (a slot or gap) said as "um," or "uh,", capitalised at a sentence start and keeping the
 * punctuation the look-alike had.
 */
export function verificationTexts(
  candidate: DoubtfulCandidate,
  words: readonly RecognizedWord[],
  hesitations: readonly HesitationWritten[] = ['um', 'uh'],
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
 * How much likelier "um," or "uh," makes the words than as written (scores as verificationTexts
 * orders them). The limits were set on these two; "er" and "hmm" only choose the spelling.
 */
const gainOf = ([written, um, uh]: readonly number[]) =>
  written === undefined || um === undefined || uh === undefined
    ? Number.NaN
    : Math.max(um, uh) - written;

/**
 * What the decoder's scores say of a place: the gain of a hesitation there and, given the scores
 * on the audio with the stretch silenced, what its sound adds (`sound`) and the gain with that
 * evidence counted (`stretch`); NaN where a score is missing.
 */
export function hesitationGains(
  scores: readonly number[],
  silenced?: readonly number[],
): { gain: number; sound: number; stretch: number } {
  const gain = gainOf(scores);
  const sound = silenced ? gain - gainOf(silenced) : Number.NaN;
  return { gain, sound, stretch: gain + STRETCH_SOUND_WEIGHT * Math.max(0, sound) };
}

/**
 * "um" or "uh" when the decoder hears one there (scores: as written, with um, with uh). With the
 * scores of the same readings on the audio with the stretch silenced (a slot or gap), what its
 * sound adds to the gain counts too.
 */
export function verdictFromScores(
  scores: readonly number[],
  minGain = MIN_HESITATION_GAIN,
  silenced?: readonly number[],
): 'um' | 'uh' | undefined {
  const { gain, stretch } = hesitationGains(scores, silenced);
  if (!Number.isFinite(gain)) return undefined;
  if (!(gain >= minGain || stretch >= MIN_STRETCH_GAIN)) return undefined;
  return scores[1]! >= scores[2]! ? 'um' : 'uh';
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
  /** A stretch of that audio (seconds, as from and to) to silence before scoring. */
  silenced?: { start: number; end: number };
}

/** The question's audio, with its silenced stretch (if any) set to zero in a copy. */
function questionSamples(audio: SegmentAudio, question: DecoderQuestion): Int16Array {
  const rate = audio.sampleRate;
  const from = Math.round(question.from * rate);
  const samples = audio.samples.subarray(
    from,
    Math.min(audio.samples.length, Math.round(question.to * rate)),
  );
  const { silenced } = question;
  if (!silenced) return samples;
  const copy = samples.slice();
  copy.fill(
    0,
    Math.max(0, Math.round(silenced.start * rate) - from),
    Math.max(0, Math.round(silenced.end * rate) - from),
  );
  return copy;
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

/** A look-alike's sound is a word of the engine's: silencing it would ask about another text. */
const holdsNoWord = (candidate: DoubtfulCandidate) => candidate.wordIndices.length === 0;

/** A doubtful candidate's scores: its readings on the audio, and with its stretch silenced. */
export interface CandidateScores {
  candidate: DoubtfulCandidate;
  question: VerificationTexts;
  heard: number[];
  /** Only for a slot or gap (holdsNoWord). */
  silenced?: number[];
}

/**
 * Each doubtful candidate's context scored by the engine's decoder as written and with a
 * hesitation in its place, on the audio around it; a slot or gap also with its own stretch
 * silenced. A candidate with no words around it to ask about is left out.
 */
export async function scoreCandidates(
  doubtful: readonly DoubtfulCandidate[],
  words: readonly RecognizedWord[],
  audio: SegmentAudio,
  scoreTexts: ScoreTexts,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<CandidateScores[]> {
  const asked = doubtful.flatMap((candidate) => {
    const question = verificationTexts(candidate, words);
    if (!question) return [];
    const heard = { candidate, question, silenced: false };
    return holdsNoWord(candidate) ? [heard, { ...heard, silenced: true }] : [heard];
  });
  const answers = await askDecoder(
    asked,
    ({ question, silenced, candidate }): DecoderQuestion =>
      silenced
        ? { ...question, silenced: { start: candidate.start, end: candidate.end } }
        : question,
    (asking, scores) => ({ ...asking, scores }),
    audio,
    scoreTexts,
    options,
  );
  return asked.flatMap(({ candidate, question, silenced }) => {
    if (silenced) return [];
    const mine = answers.filter((a) => a.candidate === candidate);
    const heard = mine.find((a) => !a.silenced)?.scores;
    return heard
      ? [{ candidate, question, heard, silenced: mine.find((a) => a.silenced)?.scores }]
      : [];
  });
}

/** The doubtful candidates the engine's decoder hears as hesitations (scoreCandidates). */
export async function verifyHesitations(
  doubtful: readonly DoubtfulCandidate[],
  words: readonly RecognizedWord[],
  audio: SegmentAudio,
  scoreTexts: ScoreTexts,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Found[]> {
  const scored = await scoreCandidates(doubtful, words, audio, scoreTexts, options);
  return scored.flatMap(({ candidate, heard, silenced }) => {
    const verdict = verdictFromScores(heard, MIN_HESITATION_GAIN, silenced);
    return verdict ? [{ ...candidate, verdict }] : [];
  });
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
 * acoustic rules and the second opinion tell only "um" from "uh": a drawn-out "hmm" is nasal all
 * through and an "er" is a vowel), less those on a word the decoder hears as written
 * (heardAsWritten), which stay words. Asked apart from the second opinion, whose limits were set
 * on batches of its three readings: the quantized decoder's scores move by a few tenths of a nat
 * with what else is in the batch (ADR 44). One the engine wrote keeps its own spelling when it is
 * one of those four; one it wrote otherwise ("Ah," where flite said "uh") is asked too (ADR 75).
 * One with no words around to ask about keeps the one it has.
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
