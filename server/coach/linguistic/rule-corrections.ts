import type { SpeechAnalysis } from '@common/contract/analysis';
import type { Correction } from '@common/contract/feedback';
import { round1 } from '../rules/format';
import { DROPPABLE_HEDGES, STRONGER_WORDS } from '../rules/lexicon';
import { buildSpeechModel, type SpeechModel, type Token } from '../rules/speech-model';

const MAX_CORRECTIONS = 60;

/**
 * A transcript with no stored analysis (typed in by hand): its words, with
 * times that only keep them in order. Corrections from it carry no time.
 */
export function analysisFromText(text: string): SpeechAnalysis {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, ''))
    .filter(Boolean)
    .map((word, i) => ({ word, start: i * 0.3, end: i * 0.3 + 0.25, confidence: 1 }));
  return {
    durationSec: 0,
    speakingTimeSec: 0,
    transcript: words.map((w) => w.word).join(' '),
    words,
    wordCount: words.length,
    wordsPerMinute: null,
    fillerWords: 0,
    fillerWordsList: {},
    fillers: [],
    pauses: 0,
    pauseList: [],
    longestPauseSec: 0,
    confidenceScore: null,
    grammarScore: null,
  };
}

/** The words around a span, so a correction reads in context. */
function contextOf(model: SpeechModel, from: number, to: number, timed: boolean): string {
  if (timed) {
    const s = model.sentences.find((x) => x.tokens.some((t) => t.index >= from && t.index <= to));
    if (s && s.wordCount <= 40) return s.text;
  }
  return model.tokens
    .slice(Math.max(0, from - 6), to + 7)
    .map((t) => t.text)
    .join(' ');
}

function span(tokens: Token[]): { start: number; end: number; text: string } {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return {
    start: first?.charStart ?? 0,
    end: last?.charEnd ?? 0,
    text: tokens.map((t) => t.text).join(' '),
  };
}

/**
 * Corrections without a model: the grammar checker's issues, words said twice,
 * hedges that undercut a claim, and vague intensifiers with a precise word.
 */
export function ruleCorrections(analysis: SpeechAnalysis, timed = true): Correction[] {
  const model = buildSpeechModel(analysis);
  const { tokens } = model;
  const out: Correction[] = [];
  const timeOf = (t: Token | undefined) => (timed && t ? round1(t.start) : null);

  for (const issue of analysis.language?.grammarIssues ?? []) {
    const covered = tokens.filter((t) => t.charEnd > issue.start && t.charStart < issue.end);
    const first = covered[0];
    out.push({
      original: issue.text,
      suggestion: issue.suggestions[0] ?? '',
      reason: issue.message,
      start: issue.start,
      end: issue.end,
      time: issue.time ?? timeOf(first),
      context: first
        ? contextOf(model, first.index, covered[covered.length - 1]?.index ?? first.index, timed)
        : '',
      category: 'grammar',
    });
  }

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t?.repeat || tokens[i - 1]?.repeat) continue;
    let j = i;
    while (tokens[j + 1]?.repeat) j++;
    const repeated = tokens.slice(i, j + 1);
    const k = repeated.length;
    const both = tokens.slice(i - k, j + 1);
    const s = span(both);
    out.push({
      original: s.text,
      suggestion: span(repeated).text,
      reason: 'Said twice in a row; once is enough.',
      start: s.start,
      end: s.end,
      time: timeOf(both[0]),
      context: contextOf(model, i - k, j, timed),
      category: 'repetition',
    });
  }

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t?.hedge || tokens[i - 1]?.hedge) continue;
    let j = i;
    while (tokens[j + 1]?.hedge) j++;
    const run = tokens.slice(i, j + 1);
    const s = span(run);
    if (!DROPPABLE_HEDGES.has(s.text)) continue;
    out.push({
      original: s.text,
      suggestion: '',
      reason: `"${s.text}" softens your point; say it as a statement.`,
      start: s.start,
      end: s.end,
      time: timeOf(t),
      context: contextOf(model, i, j, timed),
      category: 'hedge',
    });
  }

  for (let i = 0; i + 1 < tokens.length; i++) {
    const pair = tokens.slice(i, i + 2);
    const s = span(pair);
    const stronger = STRONGER_WORDS[s.text];
    if (!stronger) continue;
    out.push({
      original: s.text,
      suggestion: stronger,
      reason: `One precise word is stronger than "${s.text}".`,
      start: s.start,
      end: s.end,
      time: timeOf(pair[0]),
      context: contextOf(model, i, i + 1, timed),
      category: 'wording',
    });
  }

  // A word not heard for sure may not be what the speaker said: it is not corrected.
  const heard = (c: Correction) =>
    !tokens.some((t) => t.unsure && t.charStart < c.end && t.charEnd > c.start);
  return out
    .filter(heard)
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .slice(0, MAX_CORRECTIONS);
}
