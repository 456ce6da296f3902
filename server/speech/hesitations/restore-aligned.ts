import { spellsHesitationWritten, type HesitationWritten } from '../hesitation-words';
import type { Word } from '@common/contract/analysis';
import type { EnergyProfile } from '../energy';
import { peakDb } from '../energy';
import type { Recognition, RecognizedWord } from '../transcriber';
import { capitalise, SENTENCE_END } from '../language/present-transcript';
import type { StretchFeatures } from './acoustics';
import { stretchFeatures } from './acoustics';
import type { AlignedCandidate, CandidateRules } from './aligned-candidates';
import { alignedCandidates, CANDIDATE_RULES } from './aligned-candidates';
import { keepOneOfClose } from './close-hesitations';
import type { FoundHesitation } from './find-hesitations';
import { silenceNextTo } from './find-hesitations';
import type { AlignedRules } from './judge-aligned';
import { ALIGNED_RULES, judgeAligned } from './judge-aligned';

export interface RestoreAlignedInput {
  recognition: Recognition;
  samples: Int16Array;
  sampleRate: number;
  energy: { profile: EnergyProfile; threshold: number };
}

export interface RestoreAlignedRules {
  candidates: CandidateRules;
  judge: AlignedRules;
}

export type Found = AlignedCandidate & { verdict: HesitationWritten };

/** Whether the word after `before` opens a sentence: the first word, or one after a full stop. */
const startsSentence = (before: Word | undefined) =>
  before === undefined || SENTENCE_END.test(before.text ?? '');

/**
 * Whether a candidate is a hesitation the engine wrote as one Podium writes ("Umm,"): it keeps
 * the engine's spelling. One the engine spelled otherwise ("Ah,") is spelled as found (ADR 75).
 */
export const keepsEngineSpelling = (
  c: Pick<AlignedCandidate, 'sources' | 'wordIndices'>,
  words: readonly Pick<Word, 'word'>[],
) =>
  c.sources.includes('written') &&
  c.wordIndices.every((i) => spellsHesitationWritten(words[i]?.word ?? ''));

/** A candidate the acoustic rules turned down, with what was measured of it. */
export type TurnedDown = AlignedCandidate & { features: StretchFeatures | undefined };

/**
 * How far the candidate's loudest frame lies below the quieter of the words
 * beside it (not its own words) at their loudest: a room's tail or a breath
 * lies far below both, a hesitation is said at speaking level.
 */
export function belowWordsDb(
  c: Pick<AlignedCandidate, 'start' | 'end' | 'wordIndices'>,
  words: readonly RecognizedWord[],
  profile: EnergyProfile,
): number | undefined {
  const own = peakDb(profile, c.start, c.end);
  if (own === undefined) return undefined;
  let before: RecognizedWord | undefined;
  let after: RecognizedWord | undefined;
  words.forEach((w, i) => {
    if (c.wordIndices.includes(i)) return;
    if (w.end <= c.start + 0.01) before = w;
    else if (!after && w.start >= c.end - 0.01) after = w;
  });
  const peaks = [before, after]
    .map((w) => w && peakDb(profile, w.start, w.end))
    .filter((p): p is number => p !== undefined);
  if (peaks.length === 0) return undefined;
  return Math.min(...peaks) - own;
}

/** A written hesitation the aligner squeezed into less than this is not where it was said. */
const SLIVER_SEC = 0.1;
/** How far from a sliver the sound it stands for may be. */
const SLIVER_REACH_SEC = 0.5;

/**
 * The engine wrote "Uh," and the aligner gave it 40 ms next to a word while
 * the sound lies in a gap nearby, found there as another hesitation: one
 * hesitation, the written word on the found sound.
 */
export function settleSlivers(found: readonly Found[], words: readonly RecognizedWord[]): Found[] {
  const dropped = new Set<Found>();
  const moved = new Map<Found, Found>();
  for (const sliver of found) {
    if (!sliver.sources.includes('written') || sliver.end - sliver.start >= SLIVER_SEC) continue;
    // No other word may stand between the sliver and the sound.
    const wordBetween = (from: number, to: number) =>
      words.some(
        (w, i) => !sliver.wordIndices.includes(i) && w.start >= from - 1e-6 && w.end <= to + 1e-6,
      );
    const nearest = found
      .filter((f) => f.wordIndices.length === 0 && !dropped.has(f))
      .map((f) => ({ f, distance: Math.max(0, f.start - sliver.end, sliver.start - f.end) }))
      .filter(
        ({ f, distance }) =>
          distance <= SLIVER_REACH_SEC &&
          !(f.end <= sliver.start
            ? wordBetween(f.end, sliver.start)
            : wordBetween(sliver.end, f.start)),
      )
      .sort((x, y) => x.distance - y.distance)[0];
    if (!nearest) continue;
    dropped.add(nearest.f);
    moved.set(sliver, { ...sliver, start: nearest.f.start, end: nearest.f.end });
  }
  return found.filter((f) => !dropped.has(f)).map((f) => moved.get(f) ?? f);
}

/** Punctuation the engine wrote after a word ("Come," -> ","), kept on what replaces it. */
const trailingPunctuation = (text: string | undefined) =>
  /[^\p{L}\p{N}']+$/u.exec(text ?? '')?.[0] ?? '';

/**
 * How far (dB) under the words beside it a sound the encoder probe hears may lie: ADR 86's level,
 * kept when the acoustic judge's was widened for festival ked's soft "um"s (ADR 95). At the
 * judge's 9.5 the probe took a 30 ms sliver between two words and a café's murmur in development.
 */
export const PROBE_MAX_BELOW_WORDS_DB = 8;

/**
 * Whether a sound the encoder probe hears is at the speaking level of the words beside it
 * (belowWordsDb at most `maxBelowWordsDb`, PROBE_MAX_BELOW_WORDS_DB unless given): a hesitation
 * is said by the speaker. The acoustic judge asks the same of what it judges, with its own level
 * (ALIGNED_RULES); in a recording with talk behind the voice the probe heard the murmur in a gap
 * 14 dB below the words as "uh" (ADR 86). A sound with no word beside it to compare with passes.
 */
export function saidAtSpeakingLevel(
  c: Pick<AlignedCandidate, 'start' | 'end' | 'wordIndices'>,
  words: readonly RecognizedWord[],
  profile: EnergyProfile,
  { maxBelowWordsDb }: Pick<AlignedRules, 'maxBelowWordsDb'> = {
    maxBelowWordsDb: PROBE_MAX_BELOW_WORDS_DB,
  },
): boolean {
  return (belowWordsDb(c, words, profile) ?? -Infinity) <= maxBelowWordsDb;
}

/**
 * Each candidate judged by its sound and place: the hesitations found, and those turned down
 * (`turnedDown`, with what was measured of them), which the encoder probe may still take.
 */
export function judgeAlignedCandidates(
  input: RestoreAlignedInput,
  rules: RestoreAlignedRules = { candidates: CANDIDATE_RULES, judge: ALIGNED_RULES },
): { found: Found[]; turnedDown: TurnedDown[] } {
  const { recognition, samples, sampleRate, energy } = input;
  const candidates = alignedCandidates(
    recognition.words,
    recognition.sounds,
    energy,
    rules.candidates,
  );
  const found: Found[] = [];
  const turnedDown: TurnedDown[] = [];
  for (const c of candidates) {
    const written = c.sources.includes('written');
    // Written ones need no measuring; the rest are a few dozen stretches a recording.
    const features = written
      ? undefined
      : stretchFeatures(samples, sampleRate, c.start, c.end, energy.threshold);
    const verdict = judgeAligned(
      {
        ...c,
        features,
        silenceBeforeSec: silenceNextTo(energy.profile, energy.threshold, c.start, -1),
        silenceAfterSec: silenceNextTo(energy.profile, energy.threshold, c.end, 1),
        belowWordsDb: written ? undefined : belowWordsDb(c, recognition.words, energy.profile),
      },
      rules.judge,
    );
    if (verdict) {
      found.push({ ...c, verdict });
      continue;
    }
    turnedDown.push({ ...c, features });
  }
  return { found, turnedDown };
}

/**
 * The words of an aligned recognition with its hesitations found: a
 * look-alike judged a hesitation becomes one (keeping the time of the whole
 * sound), a written one keeps its spelling and takes the sound next to it
 * the aligner gave to its slot, and one found in a slot or a gap is put in. Of two found less
 * than a pause apart, one (close-hesitations.ts).
 */
export function restoreAlignedHesitations(
  input: RestoreAlignedInput,
  rules: RestoreAlignedRules = { candidates: CANDIDATE_RULES, judge: ALIGNED_RULES },
): {
  words: Word[];
  hesitations: FoundHesitation[];
} {
  return placeHesitations(input.recognition, judgeAlignedCandidates(input, rules).found);
}

/** The recognition's words with the hesitations found put in (see restoreAlignedHesitations). */
export function placeHesitations(
  recognition: Recognition,
  found: readonly Found[],
): {
  words: Word[];
  hesitations: FoundHesitation[];
} {
  const replaced = new Map<number, Word | null>();
  const inserted: Word[] = [];
  const scanned = new Set<Word>();
  const hesitations: FoundHesitation[] = [];
  for (const c of keepOneOfClose(settleSlivers(found, recognition.words), recognition.words)) {
    const written = c.sources.includes('written');
    const [first, ...rest] = c.wordIndices;
    const source = first === undefined ? undefined : recognition.words[first];
    const confidence = source?.confidence ?? 1;
    // A written hesitation keeps its spelling ("Umm," is an "umm") when it is one Podium writes;
    // one written otherwise ("Ah,") and a look-alike become the hesitation found (ADR 75).
    const keepsSpelling = source !== undefined && keepsEngineSpelling(c, recognition.words);
    const word = keepsSpelling ? source.word : c.verdict;
    const before = first === undefined ? undefined : recognition.words[first - 1];
    // A look-alike the engine wrote becomes the hesitation as written there: its punctuation
    // kept, a capital where a sentence starts.
    const asWritten = (text: string) =>
      `${startsSentence(before) ? capitalise(c.verdict) : c.verdict}${trailingPunctuation(text)}`;
    const text = keepsSpelling
      ? source.text
      : source && (source.text === undefined ? c.verdict : asWritten(source.text));
    const hesitation: Word = {
      word,
      start: c.start,
      end: c.end,
      confidence,
      ...(text === undefined ? {} : { text }),
    };
    if (source && first !== undefined) {
      replaced.set(first, hesitation);
      for (const i of rest) replaced.set(i, null);
    } else {
      inserted.push(hesitation);
      if (c.sources.includes('probe')) scanned.add(hesitation);
    }
    if (!written) {
      hesitations.push({
        word: c.verdict,
        start: c.start,
        end: c.end,
        heardAs: source ? (source.text ?? source.word) : c.sources.join('+'),
      });
    }
  }
  const words: Word[] = [];
  recognition.words.forEach((w, i) => {
    const replacement = replaced.get(i);
    if (replacement === null) return;
    words.push(
      replacement ?? {
        word: w.word,
        start: w.start,
        end: w.end,
        confidence: w.confidence,
        ...(w.text === undefined ? {} : { text: w.text }),
        ...(w.lowConfidence && { lowConfidence: true }),
      },
    );
  });
  words.push(...inserted);
  for (const h of scanned) trimAround(h, words);
  words.sort((a, b) => a.start - b.start);
  return { words, hesitations };
}

/**
 * The words a hesitation put in by the probe's scan overlaps, trimmed off it: the aligner had
 * stretched them over its sound. A word it lies inside keeps its longer side.
 */
function trimAround(hesitation: Word, words: Word[]): void {
  for (const w of words) {
    if (w === hesitation || w.end <= hesitation.start || w.start >= hesitation.end) continue;
    const before = hesitation.start - w.start;
    const after = w.end - hesitation.end;
    if (before <= 0 && after <= 0) continue;
    if (before >= after) w.end = hesitation.start;
    else w.start = hesitation.end;
  }
}
