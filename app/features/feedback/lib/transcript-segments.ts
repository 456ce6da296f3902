import type { Filler, GrammarIssue, Pause, Word } from '@common/contract/analysis';

/** A stretch of the transcript as the page shows it. */
export type TranscriptSegment =
  /** Plain words; one word with its `start` when asked for word times. */
  | { kind: 'text'; text: string; start?: number }
  /**
   * A filler word, highlighted; `start` in seconds; `own` when it is one of the
   * speaker's own fillers from Settings (issue 13).
   */
  | { kind: 'filler'; text: string; start: number; own?: true }
  /** Words a grammar issue is about, underlined with the issue's message. */
  | { kind: 'grammar'; text: string; issue: GrammarIssue }
  /** A silence between words, marked where it happened. */
  | { kind: 'pause'; start: number; duration: number }
  /** Words not heard for sure: the speaker should check them (and can correct them). */
  | { kind: 'unsure'; text: string; start: number };

export interface TranscriptMarks {
  pauses?: readonly Pause[];
  grammarIssues?: readonly GrammarIssue[];
  /** Each plain word its own segment with its time, so a word can play from where it was said. */
  wordTimes?: boolean;
}

/** Pauses of at least this long are marked (spec: pauses are silences of 0.5 s or more). */
export const MARKED_PAUSE_SEC = 0.5;

/** Recogniser word times and filler times can disagree by a few milliseconds. */
const TIME_TOLERANCE_SEC = 0.05;

interface Token {
  text: string;
  start: number;
  /** Which filler the token belongs to, or -1. */
  filler: number;
  /** Which grammar issue the token belongs to, or -1. */
  grammar: number;
  unsure?: boolean;
  pause?: Pause;
}

/** The word as the transcript shows it: the recognizer's writing when it has one. */
const shown = (word: Word) => word.text ?? word.word;

/**
 * Which words each grammar issue is about. Issues carry character offsets into
 * the transcript (the words joined by single spaces); when the text there is not
 * the issue's text, the issue's time finds its first word instead.
 */
function markGrammar(tokens: Token[], words: readonly Word[], issues: readonly GrammarIssue[]) {
  const offsets: number[] = [];
  let at = 0;
  for (const word of words) {
    offsets.push(at);
    at += shown(word).length + 1;
  }
  const joined = words.map(shown).join(' ');

  issues.forEach((issue, issueIndex) => {
    const covered: number[] = [];
    if (joined.slice(issue.start, issue.end).toLowerCase() === issue.text.toLowerCase()) {
      words.forEach((word, index) => {
        const start = offsets[index] ?? 0;
        if (start < issue.end && start + shown(word).length > issue.start) covered.push(index);
      });
    } else if (issue.time !== null) {
      const first = words.findIndex(
        (word) => Math.abs(word.start - (issue.time ?? 0)) <= TIME_TOLERANCE_SEC,
      );
      const count = issue.text.split(/\s+/).filter(Boolean).length;
      if (first !== -1)
        for (let i = first; i < first + count && i < words.length; i++) covered.push(i);
    }
    for (const index of covered) {
      const token = tokens[index];
      if (token && token.grammar === -1) token.grammar = issueIndex;
    }
  });
}

/**
 * Splits the transcript into plain runs, filler words, grammar issues, words
 * not heard for sure and pauses, in the order they were said. A filler's words are found by time; a
 * filler the recogniser did not write down (a hesitation "um" heard in the
 * audio) is inserted where it was said. A filler is never also underlined.
 */
export function segmentTranscript(
  words: readonly Word[],
  fillers: readonly Filler[],
  fallbackText = '',
  marks: TranscriptMarks = {},
): TranscriptSegment[] {
  if (words.length === 0) {
    const text = fallbackText.trim();
    return text === '' ? [] : [{ kind: 'text', text }];
  }

  const tokens: Token[] = words.map((word) => ({
    text: shown(word),
    start: word.start,
    filler: -1,
    grammar: -1,
    unsure: word.lowConfidence === true,
  }));
  const extra: Token[] = [];

  fillers.forEach((filler, fillerIndex) => {
    let matched = false;
    words.forEach((word, index) => {
      const token = tokens[index];
      if (
        token &&
        token.filler === -1 &&
        word.start >= filler.start - TIME_TOLERANCE_SEC &&
        word.end <= filler.end + TIME_TOLERANCE_SEC
      ) {
        token.filler = fillerIndex;
        matched = true;
      }
    });
    if (!matched)
      extra.push({ text: filler.word, start: filler.start, filler: fillerIndex, grammar: -1 });
  });

  const issues = marks.grammarIssues ?? [];
  markGrammar(tokens, words, issues);

  for (const pause of marks.pauses ?? []) {
    if (pause.duration >= MARKED_PAUSE_SEC - 1e-9 && Number.isFinite(pause.start)) {
      extra.push({ text: '', start: pause.start, filler: -1, grammar: -1, pause });
    }
  }

  // A stable sort keeps word order for equal start times.
  const ordered = [...tokens, ...extra].sort((a, b) => a.start - b.start);

  const segments: TranscriptSegment[] = [];
  let previous: Token | null = null;
  for (const token of ordered) {
    const last = segments[segments.length - 1];
    if (token.pause) {
      segments.push({ kind: 'pause', start: token.pause.start, duration: token.pause.duration });
    } else if (token.filler !== -1) {
      if (last?.kind === 'filler' && previous?.filler === token.filler) {
        last.text = `${last.text} ${token.text}`;
      } else {
        const own = fillers[token.filler]?.type === 'personal';
        segments.push({
          kind: 'filler',
          text: token.text,
          start: token.start,
          ...(own ? { own: true as const } : {}),
        });
      }
    } else if (token.grammar !== -1) {
      const issue = issues[token.grammar];
      if (last?.kind === 'grammar' && previous?.grammar === token.grammar && !previous.pause) {
        last.text = `${last.text} ${token.text}`;
      } else if (issue) {
        segments.push({ kind: 'grammar', text: token.text, issue });
      }
    } else if (token.unsure) {
      if (
        last?.kind === 'unsure' &&
        previous?.unsure &&
        previous.filler === -1 &&
        previous.grammar === -1
      ) {
        last.text = `${last.text} ${token.text}`;
      } else {
        segments.push({ kind: 'unsure', text: token.text, start: token.start });
      }
    } else if (marks.wordTimes) {
      segments.push({ kind: 'text', text: token.text, start: token.start });
    } else if (last?.kind === 'text') {
      last.text = `${last.text} ${token.text}`;
    } else {
      segments.push({ kind: 'text', text: token.text });
    }
    previous = token;
  }
  return segments;
}
