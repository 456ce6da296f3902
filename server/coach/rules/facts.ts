import type {
  CountedPhrase,
  GrammarIssue,
  PaceWindow,
  Pause,
  SpeechAnalysis,
} from '@common/contract/analysis';
import type { FillerUse } from '@common/contract/feedback';
import { PACE_GOOD } from '@common/measures/bands';
import { recordingLength } from '@common/measures/duration';
import { recordingNotes, type RecordingNote } from '@common/measures/recording-notes';
import { describeMeasures, type SpeechMeasures } from '@common/measures/speech-measures';
import { mentionsTopic, topicStems } from '@common/measures/topic';
import { SIGNPOSTS, STOPWORDS, WEAK_WORDS } from './lexicon';
import { buildSpeechModel, type Sentence, type SpeechModel, type Token } from './speech-model';

/** Spec section 9: 120-150 words per minute is Good (common/measures/bands.ts). */
export const PACE_GOOD_MIN = PACE_GOOD.min;
export const PACE_GOOD_MAX = PACE_GOOD.max;
/** A pause this long reads as losing the thread rather than as emphasis. */
export const LONG_PAUSE_SEC = 2.5;

export type PaceBand = 'too-slow' | 'good' | 'too-fast' | 'unknown';

/** Everything the rules coach measures or counts about one speech, computed once. */
export interface SpeechFacts extends SpeechModel {
  /** The recording's length, as the page shows it. */
  durationSec: number;
  /** The headline numbers and bands, exactly as the page shows them. */
  measures: SpeechMeasures;
  /** What the speech is about (its prompt, or a title the speaker typed); null when unknown. */
  topic: string | null;
  /** Every filler with its time, to check a line really has none. */
  fillerSpans: Array<{ start: number; end: number }>;
  speakingTimeSec: number;
  speakingMinutes: number;
  wordCount: number;
  wpm: number | null;
  paceBand: PaceBand;
  paceWindows: PaceWindow[];
  /** Coefficient of variation of window paces; null with fewer than 3 windows. */
  paceVariation: number | null;
  fastestWindow: PaceWindow | null;
  slowestWindow: PaceWindow | null;
  fillerCount: number;
  fillersPer100: number;
  fillerUses: FillerUse[];
  hesitationCount: number;
  pauseCount: number;
  pausesPerMinute: number;
  longestPauseSec: number;
  longPauses: Pause[];
  /** Share of pauses that fall between sentences rather than inside one (0-1). */
  pausesAtBoundaries: number;
  confidenceScore: number | null;
  recognizerConfidence: number | null;
  grammarScore: number | null;
  grammarIssues: GrammarIssue[];
  grammarIssuesPer100: number;
  hedges: CountedPhrase[];
  hedgeCount: number;
  hedgesPer100: number;
  weakWords: CountedPhrase[];
  weakCount: number;
  repetitions: CountedPhrase[];
  repeatCount: number;
  overused: CountedPhrase[];
  monotone: boolean | null;
  pitchVariation: number | null;
  pitchRange: number | null;
  loudnessSteadiness: number | null;
  avgSentenceWords: number;
  runOns: Sentence[];
  signposts: string[];
  /** Distinct content words / content words, 0-1; null under 30 content words. */
  vocabularyRichness: number | null;
  opening: Sentence | null;
  closing: Sentence | null;
  /** Under a minute of speech: too little to judge structure. */
  isShort: boolean;
  /** What the room or microphone did to the recording (hum, clipping, a loud room). */
  recordingNotes: RecordingNote[];
}

function round(n: number, places = 1): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}

/** 15-second windows of speaking time, as the pipeline measures them (for older analyses). */
function paceWindowsFrom(tokens: Token[]): PaceWindow[] {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return [];
  const windows: PaceWindow[] = [];
  let i = 0;
  for (let start = first.start; start < last.end; start += 15) {
    const end = Math.min(start + 15, last.end);
    let words = 0;
    while (i < tokens.length && (tokens[i]?.start ?? Infinity) < end) {
      words++;
      i++;
    }
    const minutes = (end - start) / 60;
    // A tail under 5 s says little about pace.
    if (end - start >= 5)
      windows.push({ start, end, words, wordsPerMinute: round(words / minutes) });
  }
  return windows;
}

function coefficientOfVariation(values: number[]): number | null {
  if (values.length < 3) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean <= 0) return null;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

/** Occurrences of each listed phrase in the words, with their times; words where `skip` holds never match. */
export function countPhrases<T extends { text: string; start: number }>(
  tokens: readonly T[],
  phrases: readonly string[],
  skip?: (t: T) => boolean,
): CountedPhrase[] {
  const out = new Map<string, number[]>();
  const split = phrases.map((p) => [p, p.split(' ')] as const);
  for (let i = 0; i < tokens.length; i++) {
    for (const [phrase, parts] of split) {
      let match = true;
      for (let k = 0; k < parts.length && match; k++) {
        const t = tokens[i + k];
        if (!t || t.text !== parts[k] || skip?.(t)) match = false;
      }
      if (!match) continue;
      const times = out.get(phrase) ?? [];
      times.push(tokens[i]?.start ?? 0);
      out.set(phrase, times);
    }
  }
  return [...out.entries()]
    .map(([text, times]) => ({ text, count: times.length, times }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
}

function fillerUsesFrom(analysis: SpeechAnalysis): FillerUse[] {
  const byWord = new Map<string, number[]>();
  for (const f of analysis.fillers) {
    const times = byWord.get(f.word) ?? [];
    times.push(round(f.start, 2));
    byWord.set(f.word, times);
  }
  // Older analyses may list counts without times.
  for (const [word, count] of Object.entries(analysis.fillerWordsList)) {
    if (!byWord.has(word) && count > 0) byWord.set(word, []);
  }
  return [...byWord.entries()]
    .map(([word, times]) => ({
      word,
      count: Math.max(times.length, analysis.fillerWordsList[word] ?? 0),
      times,
    }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}

function repetitionsFrom(tokens: Token[]): CountedPhrase[] {
  const out = new Map<string, number[]>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t?.repeat || tokens[i - 1]?.repeat) continue;
    let j = i;
    while (tokens[j + 1]?.repeat) j++;
    const text = tokens
      .slice(i, j + 1)
      .map((x) => x.text)
      .join(' ');
    const times = out.get(text) ?? [];
    times.push(t.start);
    out.set(text, times);
  }
  return [...out.entries()].map(([text, times]) => ({ text, count: times.length, times }));
}

function overusedFrom(tokens: Token[]): CountedPhrase[] {
  const counts = new Map<string, number[]>();
  for (const t of tokens) {
    if (t.filler || STOPWORDS.has(t.text) || t.text.length < 4) continue;
    const times = counts.get(t.text) ?? [];
    times.push(t.start);
    counts.set(t.text, times);
  }
  const threshold = Math.max(4, tokens.length * 0.02);
  return [...counts.entries()]
    .filter(([, times]) => times.length >= threshold)
    .map(([text, times]) => ({ text, count: times.length, times }))
    .sort((a, b) => b.count - a.count)
    .slice(0, 3);
}

const PACE_BANDS = { 'Too Slow': 'too-slow', Good: 'good', 'Too Fast': 'too-fast' } as const;

/**
 * Computes every fact the rules read, in one pass over the analysis.
 * `durationSec` is the recording's length (the speech's), `topic` what it is
 * about (common/measures/topic.ts).
 */
export function computeFacts(
  analysis: SpeechAnalysis,
  durationSec?: number,
  topic: string | null = null,
): SpeechFacts {
  const model = buildSpeechModel(analysis);
  const { tokens, sentences } = model;
  const wordCount = tokens.length || analysis.wordCount;
  const speakingTimeSec = analysis.speakingTimeSec;
  const speakingMinutes = Math.max(speakingTimeSec / 60, 1 / 60);
  const length = recordingLength(durationSec, analysis.durationSec);
  const measures = describeMeasures({
    durationSec: length,
    wordsPerMinute: analysis.wordsPerMinute,
    fillerWords: analysis.fillerWords,
    confidenceScore: analysis.confidenceScore,
    grammarScore: analysis.grammarScore,
    speakingTimeSec,
    wordCount: analysis.wordCount,
  });
  const wpm = analysis.wordsPerMinute;
  const paceBand: PaceBand = measures.pace ? PACE_BANDS[measures.pace.band.label] : 'unknown';
  const stems = topicStems(topic);

  const paceWindows = analysis.paceOverTime?.length
    ? analysis.paceOverTime
    : paceWindowsFrom(tokens);
  const paceVariation =
    analysis.paceVariation ?? coefficientOfVariation(paceWindows.map((w) => w.wordsPerMinute));
  const fullWindows = paceWindows.filter((w) => w.end - w.start >= 10);
  const byPace = [...fullWindows].sort((a, b) => a.wordsPerMinute - b.wordsPerMinute);

  const fillerUses = fillerUsesFrom(analysis);
  const fillerCount = analysis.fillerWords;
  const hesitationCount = analysis.fillers.filter((f) => f.type === 'hesitation').length;

  const pauses = analysis.pauseList;
  const sentenceEnds = new Set(sentences.map((s) => Math.round(s.end * 100)));
  const atBoundary = pauses.filter((p) => sentenceEnds.has(Math.round(p.start * 100))).length;

  const language = analysis.language;
  const isFiller = (t: Token) => t.filler;
  const hedges =
    language?.hedges ??
    countPhrases(
      tokens,
      ['i think', 'i guess', 'maybe', 'perhaps', 'i suppose', 'i feel like', 'probably'],
      isFiller,
    );
  const weakWords = language?.weakWords ?? countPhrases(tokens, WEAK_WORDS, isFiller);
  const repetitions = language?.repetitions ?? repetitionsFrom(tokens);
  // The topic's own words come back by design ("trees" in a speech about trees).
  const overused = (language?.overused ?? overusedFrom(tokens)).filter(
    (p) => !mentionsTopic(p.text, stems),
  );
  const grammarIssues = language?.grammarIssues ?? [];
  const sum = (list: CountedPhrase[]) => list.reduce((a, p) => a + p.count, 0);
  const per100 = (n: number) => (wordCount > 0 ? (n * 100) / wordCount : 0);

  const content = tokens.filter((t) => !t.filler && !STOPWORDS.has(t.text));
  const vocabularyRichness =
    content.length >= 30 ? new Set(content.map((t) => t.text)).size / content.length : null;

  const signposts = SIGNPOSTS.filter((phrase) => {
    const parts = phrase.split(' ');
    // A signpost counts where it opens a sentence ("first", "finally") or anywhere for phrases.
    return sentences.some((s) =>
      parts.length > 1
        ? s.text.includes(phrase)
        : s.tokens.find((t) => !t.filler)?.text === phrase ||
          (phrase === 'because' && s.text.includes(' because ')),
    );
  });

  const recognizerConfidence =
    analysis.recognizerConfidence ??
    (tokens.length ? tokens.reduce((a, t) => a + t.confidence, 0) / tokens.length : null);

  const meaningful = sentences.filter((s) => s.wordCount >= 3);

  return {
    ...model,
    durationSec: length,
    measures,
    topic,
    fillerSpans: analysis.fillers.map((x) => ({ start: x.start, end: x.end })),
    speakingTimeSec,
    speakingMinutes,
    wordCount,
    wpm,
    paceBand,
    paceWindows,
    paceVariation,
    fastestWindow: byPace[byPace.length - 1] ?? null,
    slowestWindow: byPace[0] ?? null,
    fillerCount,
    fillersPer100: per100(fillerCount),
    fillerUses,
    hesitationCount,
    pauseCount: analysis.pauses,
    pausesPerMinute: analysis.pauses / speakingMinutes,
    longestPauseSec: analysis.longestPauseSec,
    longPauses: pauses.filter((p) => p.duration >= LONG_PAUSE_SEC),
    pausesAtBoundaries: pauses.length ? atBoundary / pauses.length : 1,
    confidenceScore: analysis.confidenceScore,
    recognizerConfidence,
    grammarScore: analysis.grammarScore,
    grammarIssues,
    grammarIssuesPer100: language?.issuesPer100Words ?? per100(grammarIssues.length),
    hedges,
    hedgeCount: sum(hedges),
    hedgesPer100: per100(sum(hedges)),
    weakWords,
    weakCount: sum(weakWords),
    repetitions,
    repeatCount: sum(repetitions),
    overused,
    monotone: analysis.voice ? analysis.voice.monotone : null,
    pitchVariation: analysis.voice?.pitchVariationSemitones ?? null,
    pitchRange: analysis.voice?.pitchRangeSemitones ?? null,
    loudnessSteadiness: analysis.voice?.loudnessSteadiness ?? null,
    avgSentenceWords: meaningful.length
      ? meaningful.reduce((a, s) => a + s.wordCount, 0) / meaningful.length
      : 0,
    runOns: sentences.filter((s) => s.runOn),
    signposts,
    vocabularyRichness,
    opening: meaningful[0] ?? null,
    closing: meaningful.length > 1 ? (meaningful[meaningful.length - 1] ?? null) : null,
    isShort: speakingTimeSec < 60,
    recordingNotes: recordingNotes(analysis.recording),
  };
}
