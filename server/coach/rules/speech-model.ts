import type { GrammarIssue, SpeechAnalysis } from '@common/contract/analysis';
import { ALLOWED_DOUBLES, HEDGE_PHRASES, SENTENCE_STARTERS, SPLIT_CONJUNCTIONS } from './lexicon';

/** One recognised word, with what the coach knows about it. */
export interface Token {
  index: number;
  /** Lower case, as recognised. */
  text: string;
  start: number;
  end: number;
  confidence: number;
  /** Not heard for sure (the analysis marks it): no rewrite quotes it back to the speaker. */
  unsure: boolean;
  /** Offsets of the word in the transcript (grammar issues point there). */
  charStart: number;
  charEnd: number;
  /** Part of a filler the pipeline found ("um", the "you" and "know" of "you know"). */
  filler: boolean;
  /** The first word of a filler (two fillers in a row stay two). */
  fillerStart: boolean;
  /** Part of a hedge ("i think", "maybe"). */
  hedge: boolean;
  /** The second of a word or phrase said twice in a row ("the the"). */
  repeat: boolean;
}

/** A spoken sentence: words between pauses (the transcript has no punctuation). */
export interface Sentence {
  index: number;
  tokens: Token[];
  start: number;
  end: number;
  /** The words as spoken, lower case, fillers included. */
  text: string;
  wordCount: number;
  fillerCount: number;
  hedgeCount: number;
  repeatCount: number;
  grammarIssues: GrammarIssue[];
  /** Long and strung together with and/so/but: hard to follow when heard. */
  runOn: boolean;
  /** Silence after it, seconds (0 for the last). */
  pauseAfter: number;
}

export interface SpeechModel {
  tokens: Token[];
  sentences: Sentence[];
}

/** A gap this long ends a sentence. */
const SENTENCE_GAP_SEC = 0.5;
/** A shorter breath ends one when the next word usually starts a sentence. */
const STARTER_GAP_SEC = 0.3;
const MIN_SENTENCE_WORDS = 4;
/** Longer stretches without a breath are split at their widest gap (one per ~35 words). */
const MAX_SENTENCE_WORDS = 45;
const RUN_ON_WORDS = 30;

/** Where each word sits in the transcript; words the transcript lacks get the next free offset. */
function charOffsets(transcript: string, words: SpeechAnalysis['words']): Array<[number, number]> {
  const lower = transcript.toLowerCase();
  const out: Array<[number, number]> = [];
  let cursor = 0;
  for (const w of words) {
    const word = w.word.toLowerCase();
    const at = word ? lower.indexOf(word, cursor) : -1;
    // Only accept a match close by: a far one belongs to a later word.
    if (at >= 0 && at - cursor <= 3) {
      out.push([at, at + word.length]);
      cursor = at + word.length;
    } else {
      out.push([cursor, cursor + word.length]);
      cursor += word.length + 1;
    }
  }
  return out;
}

function markFillers(tokens: Token[], analysis: SpeechAnalysis): void {
  let t = 0;
  const fillers = [...analysis.fillers].sort((a, b) => a.start - b.start);
  for (const filler of fillers) {
    const parts = filler.word.toLowerCase().split(/\s+/).filter(Boolean);
    while (t < tokens.length && (tokens[t]?.end ?? 0) <= filler.start - 0.02) t++;
    // The filler's first word starts within its span (times come from the same recogniser).
    for (let i = t; i < tokens.length; i++) {
      const token = tokens[i];
      if (!token || token.start > filler.end + 0.02) break;
      if (token.text !== parts[0]) continue;
      for (let k = 0; k < parts.length; k++) {
        const part = tokens[i + k];
        if (part && part.text === parts[k]) {
          part.filler = true;
          part.fillerStart = k === 0;
        }
      }
      break;
    }
  }
}

function phraseAt(tokens: Token[], i: number, parts: string[]): boolean {
  for (let k = 0; k < parts.length; k++) {
    if (tokens[i + k]?.text !== parts[k]) return false;
  }
  return true;
}

function markHedges(tokens: Token[], analysis: SpeechAnalysis): void {
  const hedges = analysis.language?.hedges;
  if (hedges) {
    // The pipeline found them in context: mark the words at each occurrence's time.
    const byStart = new Map<number, number>();
    tokens.forEach((tok) => byStart.set(Math.round(tok.start * 100), tok.index));
    for (const hedge of hedges) {
      const parts = hedge.text.toLowerCase().split(/\s+/).filter(Boolean);
      for (const time of hedge.times) {
        const i = nearestToken(tokens, time, byStart);
        if (i === undefined) continue;
        if (!phraseAt(tokens, i, parts)) continue;
        for (let k = 0; k < parts.length; k++) {
          const tok = tokens[i + k];
          if (tok && !tok.filler) tok.hedge = true;
        }
      }
    }
    return;
  }
  const phrases = HEDGE_PHRASES.map((p) => p.split(' '));
  for (let i = 0; i < tokens.length; i++) {
    for (const parts of phrases) {
      if (!phraseAt(tokens, i, parts)) continue;
      // "just" and "kind of" are often meant literally; only mark them inside a claim.
      if (parts[0] === 'just' && (tokens[i - 1]?.text === 'was' || tokens[i + 1]?.text === 'like'))
        continue;
      for (let k = 0; k < parts.length; k++) {
        const tok = tokens[i + k];
        if (tok && !tok.filler) tok.hedge = true;
      }
    }
  }
}

function nearestToken(
  tokens: Token[],
  time: number,
  byStart: Map<number, number>,
): number | undefined {
  const exact = byStart.get(Math.round(time * 100));
  if (exact !== undefined) return exact;
  // Binary search for the first word starting at or after time - 0.05 s.
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((tokens[mid]?.start ?? 0) < time - 0.05) lo = mid + 1;
    else hi = mid;
  }
  const tok = tokens[lo];
  return tok && Math.abs(tok.start - time) <= 0.1 ? lo : undefined;
}

/** "the the", "i think i think": the second copy is a stumble a listener hears. */
function markRepeats(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    for (let k = 3; k >= 1; k--) {
      let same = i + 2 * k <= tokens.length;
      for (let j = 0; same && j < k; j++) {
        if (tokens[i + j]?.text !== tokens[i + k + j]?.text) same = false;
      }
      if (!same) continue;
      if (k === 1 && ALLOWED_DOUBLES.has(tokens[i]?.text ?? '')) continue;
      for (let j = 0; j < k; j++) {
        const tok = tokens[i + k + j];
        if (tok) tok.repeat = true;
      }
      break;
    }
  }
}

function gapBefore(tokens: Token[], i: number): number {
  const prev = tokens[i - 1];
  const cur = tokens[i];
  return prev && cur ? cur.start - prev.end : 0;
}

/** Sentence boundaries (index of each sentence's first word) from the pauses between words. */
function boundaries(tokens: Token[]): number[] {
  const starts: number[] = [0];
  let length = 0;
  for (let i = 1; i < tokens.length; i++) {
    length++;
    const gap = gapBefore(tokens, i);
    const word = tokens[i]?.text ?? '';
    // A filler after a breath belongs to the sentence it delays, not a new one.
    const isStarter = SENTENCE_STARTERS.has(word) && !tokens[i]?.filler;
    if (
      gap >= SENTENCE_GAP_SEC ||
      (gap >= STARTER_GAP_SEC && isStarter && length >= MIN_SENTENCE_WORDS)
    ) {
      starts.push(i);
      length = 0;
    }
  }
  // Break stretches spoken without a breath at their widest gaps.
  const out: number[] = [];
  for (let s = 0; s < starts.length; s++) {
    const from = starts[s] ?? 0;
    const to = starts[s + 1] ?? tokens.length;
    out.push(from);
    splitLong(tokens, from, to, out);
  }
  return out.sort((a, b) => a - b);
}

function splitLong(tokens: Token[], from: number, to: number, out: number[]): void {
  if (to - from <= MAX_SENTENCE_WORDS) return;
  let best = -1;
  let bestGap = -1;
  for (let i = from + MIN_SENTENCE_WORDS * 2; i < to - MIN_SENTENCE_WORDS * 2; i++) {
    const gap = gapBefore(tokens, i);
    if (gap > bestGap) {
      best = i;
      bestGap = gap;
    }
  }
  if (best < 0) return;
  out.push(best);
  splitLong(tokens, from, best, out);
  splitLong(tokens, best, to, out);
}

function isRunOn(tokens: Token[]): boolean {
  const words = tokens.filter((t) => !t.filler);
  if (words.length >= RUN_ON_WORDS + 10) return true;
  if (words.length < RUN_ON_WORDS) return false;
  const joins = words.filter((t, i) => i > 0 && SPLIT_CONJUNCTIONS.has(t.text)).length;
  return joins >= 2;
}

/** Tokens and spoken sentences of an analysis; all later rules read this. */
export function buildSpeechModel(analysis: SpeechAnalysis): SpeechModel {
  const offsets = charOffsets(analysis.transcript, analysis.words);
  const tokens: Token[] = analysis.words.map((w, index) => ({
    index,
    text: w.word.toLowerCase(),
    start: w.start,
    end: w.end,
    confidence: w.confidence,
    unsure: w.lowConfidence === true,
    charStart: offsets[index]?.[0] ?? 0,
    charEnd: offsets[index]?.[1] ?? 0,
    filler: false,
    fillerStart: false,
    hedge: false,
    repeat: false,
  }));
  markFillers(tokens, analysis);
  markHedges(tokens, analysis);
  markRepeats(tokens);

  const issues = [...(analysis.language?.grammarIssues ?? [])].sort((a, b) => a.start - b.start);
  const fillerStarts = analysis.fillers.map((f) => f.start).sort((a, b) => a - b);
  let fillerCursor = 0;
  const starts = tokens.length ? boundaries(tokens) : [];
  const sentences: Sentence[] = [];
  let issueCursor = 0;
  for (let s = 0; s < starts.length; s++) {
    const from = starts[s] ?? 0;
    const to = starts[s + 1] ?? tokens.length;
    const own = tokens.slice(from, to);
    const first = own[0];
    const last = own[own.length - 1];
    if (!first || !last) continue;
    const next = tokens[to];
    const grammarIssues: GrammarIssue[] = [];
    while (issueCursor < issues.length && (issues[issueCursor]?.start ?? 0) < last.charEnd) {
      const issue = issues[issueCursor];
      if (issue && issue.start >= first.charStart - 1) grammarIssues.push(issue);
      issueCursor++;
    }
    let fillerCount = 0;
    while (fillerCursor < fillerStarts.length && (fillerStarts[fillerCursor] ?? 0) <= last.end) {
      if ((fillerStarts[fillerCursor] ?? 0) >= first.start - 0.02) fillerCount++;
      fillerCursor++;
    }
    sentences.push({
      index: sentences.length,
      tokens: own,
      start: first.start,
      end: last.end,
      text: own.map((t) => t.text).join(' '),
      wordCount: own.length,
      fillerCount,
      hedgeCount: countRuns(own, 'hedge'),
      repeatCount: countRuns(own, 'repeat'),
      grammarIssues,
      runOn: isRunOn(own),
      pauseAfter: next ? Math.max(0, next.start - last.end) : 0,
    });
  }
  return { tokens, sentences };
}

/** Marked phrases in a run of tokens: "you know" counts once. */
function countRuns(tokens: Token[], flag: 'hedge' | 'repeat'): number {
  let n = 0;
  let inside = false;
  for (const t of tokens) {
    if (t[flag] && !inside) n++;
    inside = t[flag];
  }
  return n;
}
