import type { Filler, GrammarIssue, Language, Word } from '@common/contract/analysis';
import { grammarScore, issuesPer100Words } from './grammar-issues';
import { findOverused } from './overused';
import { findRepetitions } from './repetitions';
import { findHedges, findWeakWords, SpokenWords } from './word-choice';

export interface LanguageInput {
  words: readonly Word[];
  /** The filler detector's findings: a filler is never counted again as a hedge or weak word. */
  fillers: readonly Filler[];
  /** From checkGrammar; absent or null when the grammar checker could not run. */
  grammarIssues?: readonly GrammarIssue[] | null;
}

export interface LanguageResult {
  language: Language;
  /** Null when nothing was said or the grammar was not checked. */
  grammarScore: number | null;
}

/** Grammar, repetitions, overused words, hedges and weak words of one speech. Pure. */
export function measureLanguage(input: LanguageInput): LanguageResult {
  const spoken = new SpokenWords(input.words, input.fillers);
  const checked = input.grammarIssues !== undefined && input.grammarIssues !== null;
  const issues = input.grammarIssues ? [...input.grammarIssues] : [];
  return {
    language: {
      grammarIssues: issues,
      issuesPer100Words: issuesPer100Words(issues.length, input.words.length),
      repetitions: findRepetitions(spoken),
      overused: findOverused(spoken),
      hedges: findHedges(spoken),
      weakWords: findWeakWords(spoken),
    },
    grammarScore: checked ? grammarScore(issues.length, input.words.length) : null,
  };
}
