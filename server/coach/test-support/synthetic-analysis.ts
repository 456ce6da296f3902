import type {
  Filler,
  GrammarIssue,
  PaceWindow,
  Pause,
  SpeechAnalysis,
  Voice,
  Word,
} from '@common/contract/analysis';
import { countPhrases } from '../rules/facts';
import { WEAK_WORDS } from '../rules/lexicon';

/**
 * Builds a complete, self-consistent SpeechAnalysis from sentences, the way
 * the pipeline would measure them: for coach tests and the benchmark, where
 * recording real speech for every case would be slow and imprecise.
 */
export interface SyntheticSpeech {
  /**
   * Sentences as spoken. um/uh/er/ah/hmm are hesitation fillers; a word
   * starting with * is a lexical filler, with _ joining its words (*you_know).
   */
  sentences: string[];
  /** Pace inside sentences; the overall pace is lower by the pauses between them. */
  wpm?: number;
  /** Pace of each sentence (overrides wpm). */
  wpmOf?: (sentenceIndex: number) => number;
  /** Silence between sentences, seconds. */
  sentencePauseSec?: number;
  /** Longer silences after given sentences (index -> seconds). */
  pausesAfter?: Record<number, number>;
  voice?: Partial<Voice>;
  /** Grammar issues at the first occurrence of `find` (after the previous one). */
  grammar?: Array<{ find: string; message: string; suggestion?: string; rule?: string }>;
  recognizerConfidence?: number;
  /** An analysis stored before issue 3: no voice, language, pace windows. */
  legacy?: boolean;
}

const HESITATIONS = new Set(['um', 'uh', 'er', 'ah', 'hmm', 'erm', 'uhm']);
const HEDGES = [
  'i think',
  'i guess',
  'maybe',
  'perhaps',
  'i suppose',
  'i feel like',
  'sort of',
  'kind of',
  'just',
];

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

export function syntheticAnalysis(spec: SyntheticSpeech): SpeechAnalysis {
  const words: Word[] = [];
  const fillers: Filler[] = [];
  const conf = spec.recognizerConfidence ?? 0.9;
  let t = 0.4;
  spec.sentences.forEach((sentence, si) => {
    const wpm = spec.wpmOf?.(si) ?? spec.wpm ?? 140;
    const slot = 60 / wpm;
    const raw = sentence.trim().split(/\s+/).filter(Boolean);
    raw.forEach((token, wi) => {
      const lexical = token.startsWith('*');
      const parts = (lexical ? token.slice(1) : token).toLowerCase().split('_');
      const hesitation = !lexical && HESITATIONS.has(parts[0] ?? '');
      // Speakers break around a filler ("it was, um, huge"): the pipeline relies on it.
      if ((lexical || hesitation) && wi > 0) t += 0.2;
      const fillerStart = t;
      for (const part of parts) {
        const i = words.length;
        words.push({
          word: part,
          start: round(t),
          end: round(t + slot * 0.82),
          confidence: round(Math.min(1, Math.max(0, conf + 0.04 * Math.sin(i * 1.7)))),
        });
        t += slot;
      }
      if (lexical || hesitation) {
        fillers.push({
          word: parts.join(' '),
          type: hesitation ? 'hesitation' : 'lexical',
          start: round(fillerStart),
          end: words[words.length - 1]?.end ?? fillerStart,
        });
        t += 0.2;
      }
    });
    t += (spec.pausesAfter?.[si] ?? spec.sentencePauseSec ?? 0.6) - slot * 0.18;
  });

  const transcript = words.map((w) => w.word).join(' ');
  const first = words[0];
  const last = words[words.length - 1];
  const speakingTimeSec = first && last ? round(last.end - first.start) : 0;
  const wordCount = words.length;
  const wordsPerMinute =
    wordCount >= 2 && speakingTimeSec > 0 ? round((wordCount / speakingTimeSec) * 60, 1) : null;

  const pauseList: Pause[] = [];
  for (let i = 1; i < words.length; i++) {
    const gap = (words[i]?.start ?? 0) - (words[i - 1]?.end ?? 0);
    if (gap >= 0.5) pauseList.push({ start: words[i - 1]?.end ?? 0, duration: round(gap) });
  }

  const fillerWordsList: Record<string, number> = {};
  for (const f of fillers) fillerWordsList[f.word] = (fillerWordsList[f.word] ?? 0) + 1;

  const windows: PaceWindow[] = [];
  if (first && last) {
    for (let start = first.start; start < last.end; start += 15) {
      const end = Math.min(start + 15, last.end);
      if (end - start < 5) break;
      const n = words.filter((w) => w.start >= start && w.start < end).length;
      windows.push({
        start: round(start),
        end: round(end),
        words: n,
        wordsPerMinute: round((n / (end - start)) * 60, 1),
      });
    }
  }
  const paces = windows.map((w) => w.wordsPerMinute);
  const meanPace = paces.reduce((a, b) => a + b, 0) / Math.max(1, paces.length);
  const paceVariation =
    paces.length >= 3
      ? round(
          Math.sqrt(paces.reduce((a, p) => a + (p - meanPace) ** 2, 0) / paces.length) / meanPace,
          3,
        )
      : null;

  const grammarIssues: GrammarIssue[] = [];
  let cursor = 0;
  for (const g of spec.grammar ?? []) {
    const at = transcript.indexOf(g.find, cursor);
    if (at < 0) throw new Error(`grammar text not in transcript: ${g.find}`);
    cursor = at + g.find.length;
    let offset = 0;
    const word = words.find((w) => {
      const hit = offset >= at;
      offset += w.word.length + 1;
      return hit;
    });
    grammarIssues.push({
      start: at,
      end: at + g.find.length,
      text: g.find,
      message: g.message,
      suggestions: g.suggestion ? [g.suggestion] : [],
      rule: g.rule ?? 'harper:Agreement',
      time: word ? word.start : null,
    });
  }
  const issuesPer100Words = wordCount ? round((grammarIssues.length * 100) / wordCount, 2) : 0;

  const recognizerConfidence = wordCount
    ? round(words.reduce((a, w) => a + w.confidence, 0) / wordCount, 3)
    : null;
  // docs/speech-pipeline.md: 100 x (0.5 clarity + 0.3 fluency + 0.2 rhythm).
  const minutes = speakingTimeSec / 60;
  const fluency = Math.min(
    1,
    Math.max(0, 1 - (fillers.length * 100) / Math.max(1, wordCount) / 10),
  );
  const rhythm = Math.min(
    1,
    Math.max(0, 1 - (pauseList.length / Math.max(minutes, 1 / 60) - 4) / 8),
  );
  const confidenceScore =
    recognizerConfidence === null
      ? null
      : Math.round(100 * (0.5 * recognizerConfidence + 0.3 * fluency + 0.2 * rhythm));

  const tokens = words.map((w) => ({
    text: w.word,
    start: w.start,
    filler: fillers.some((f) => w.start >= f.start && w.start <= f.end),
  }));
  const repeats = new Map<string, number[]>();
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]?.text === tokens[i - 1]?.text && !tokens[i]?.filler) {
      const list = repeats.get(tokens[i]?.text ?? '') ?? [];
      list.push(tokens[i - 1]?.start ?? 0);
      repeats.set(tokens[i]?.text ?? '', list);
    }
  }

  const base: SpeechAnalysis = {
    durationSec: round((last?.end ?? 0) + 0.5),
    speakingTimeSec,
    transcript,
    words,
    wordCount,
    wordsPerMinute,
    fillerWords: fillers.length,
    fillerWordsList,
    fillers,
    pauses: pauseList.length,
    pauseList,
    longestPauseSec: pauseList.reduce((a, p) => Math.max(a, p.duration), 0),
    confidenceScore,
    grammarScore: spec.legacy ? null : Math.max(0, Math.round(100 - issuesPer100Words * 10)),
  };
  if (spec.legacy) return base;
  return {
    ...base,
    paceOverTime: windows,
    paceVariation,
    voice: {
      pitchMedianHz: 140,
      pitchRangeSemitones: 7,
      pitchVariationSemitones: 3.6,
      monotone: false,
      loudnessMeanDbfs: -22,
      loudnessVariationDb: 2.5,
      loudnessSteadiness: 82,
      voicedRatio: 0.6,
      ...spec.voice,
    },
    language: {
      grammarIssues,
      issuesPer100Words,
      repetitions: [...repeats.entries()].map(([text, times]) => ({
        text,
        count: times.length,
        times,
      })),
      overused: [],
      hedges: countPhrases(tokens, HEDGES, (x) => x.filler),
      weakWords: countPhrases(tokens, WEAK_WORDS, (x) => x.filler),
    },
    recognizerConfidence,
  };
}
