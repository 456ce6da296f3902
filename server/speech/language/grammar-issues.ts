import type { GrammarIssue, Word } from '@common/contract/analysis';
import type { PresentedTranscript } from './present-transcript';
import { transcriptRange, wordsInRange } from './present-transcript';
import { soundsAlike } from './sound-alike';
import type { WordIssue } from './spoken-grammar';

/** One finding of a checker over the presented text (offsets in UTF-16 code units). */
export interface CheckerLint {
  rule: string;
  /** The checker's category (harper's LintKind). */
  kind: string;
  start: number;
  end: number;
  message: string;
  suggestions: string[];
}

/**
 * Harper's kinds that are about grammar a speaker controls. Left out:
 * Capitalization, Punctuation, Formatting (the recognizer writes neither; the
 * presentation adds them), Spelling, Typo, BoundaryError, Eggcorn (the
 * recognizer spells every word from its dictionary: a misspelling is its
 * choice, never the speaker's), Readability (sentence length depends on
 * where the presentation cut), Style, Enhancement (word choice is reported as
 * hedges and weak words), Regionalism (a dialect is not an error), Repetition
 * (reported as repetitions, a disfluency rather than grammar).
 */
export const GRAMMAR_KINDS = new Set([
  'Agreement',
  'Grammar',
  'Miscellaneous',
  'Usage',
  'WordChoice',
  'WordOrder',
  'Malapropism',
  'Nonstandard',
  'Redundancy',
]);

/**
 * Harper rules switched off: SpellCheck (the recognizer only writes
 * dictionary words, and it is among the costlier rules), those that only make
 * sense for written text, and those that other Podium measures already count.
 */
export const DISABLED_HARPER_RULES = [
  'SpellCheck',
  'SentenceCapitalization',
  'CapitalizePersonalPronouns',
  'LongSentences',
  'RepeatedWords',
  'MultipleSequentialPronouns',
  'Hedging',
  'FillerWords',
  'KindOf',
  'KindSortOf',
  'Really',
  'RedundantPretty',
  'ThisTypeOfThing',
  'InMyOpinion',
  'InMyHumbleOpinion',
  'ToBeHonest',
  'Excellent',
];
const DISABLED = new Set(DISABLED_HARPER_RULES);

/** Harper findings kept as grammar issues, over words. */
export function harperIssues(
  lints: readonly CheckerLint[],
  presented: PresentedTranscript,
): WordIssue[] {
  const issues: WordIssue[] = [];
  for (const lint of lints) {
    if (!GRAMMAR_KINDS.has(lint.kind) || DISABLED.has(lint.rule)) continue;
    const range = wordsInRange(presented, lint.start, lint.end);
    if (!range) continue;
    const said = presented.text.slice(lint.start, lint.end);
    // The fix sounds like what was said: the recognizer's spelling, not the speaker's grammar.
    if (lint.suggestions.some((s) => soundsAlike(said, s))) continue;
    issues.push({
      ...range,
      rule: `harper:${lint.rule}`,
      message: lint.message,
      suggestions: lint.suggestions.filter((s) => s.trim() !== ''),
    });
  }
  return issues;
}

/** In word order; where two findings share a word, the first listed wins. */
export function mergeIssues(issues: readonly WordIssue[]): WordIssue[] {
  const kept: WordIssue[] = [];
  for (const candidate of issues) {
    const overlaps = kept.some((k) => candidate.first <= k.last && k.first <= candidate.last);
    if (!overlaps) kept.push(candidate);
  }
  return kept.sort((a, b) => a.first - b.first || a.last - b.last);
}

/** "They're" at a sentence start was capitalised by the presentation; the transcript is lower case. */
function lowerStart(suggestion: string): string {
  if (/^I(\b|')/.test(suggestion)) return suggestion;
  return suggestion.charAt(0).toLowerCase() + suggestion.slice(1);
}

export function toGrammarIssues(
  issues: readonly WordIssue[],
  words: readonly Word[],
  presented: PresentedTranscript,
  transcript: string,
): GrammarIssue[] {
  return issues.map((issue) => {
    const { start, end } = transcriptRange(presented, words, issue);
    return {
      start,
      end,
      text: transcript.slice(start, end),
      message: issue.message,
      suggestions: issue.suggestions.map(lowerStart),
      rule: issue.rule,
      time: words[issue.first]?.start ?? null,
    };
  });
}

/** Score points lost per issue per 100 words. */
export const POINTS_PER_ISSUE_RATE = 12;
/** Shorter speeches are judged as if they had this many words, so one slip in 20 words is not a fail. */
export const MIN_SCORED_WORDS = 100;

/** Issues per 100 words, two decimals; 0 without words. */
export function issuesPer100Words(issues: number, words: number): number {
  return words > 0 ? Math.round(((issues * 100) / words) * 100) / 100 : 0;
}

/**
 * 0-100: 100 - 12 x issues per 100 words (counting at least 100 words),
 * clamped. 0.8 issues per 100 words keeps Excellent (90+), 2.5 is the edge of
 * Good (70). Null without words: nothing to judge.
 */
export function grammarScore(issues: number, words: number): number | null {
  if (words === 0) return null;
  const rate = (issues * 100) / Math.max(words, MIN_SCORED_WORDS);
  return Math.round(Math.min(100, Math.max(0, 100 - POINTS_PER_ISSUE_RATE * rate)));
}
