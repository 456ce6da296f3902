import type { GrammarIssue, Word } from '@common/contract/analysis';
import type { CheckerLint } from './grammar-issues';
import { harperIssues, mergeIssues, toGrammarIssues } from './grammar-issues';
import type { LintOptions } from './harper-checker';
import { lintWithHarper } from './harper-checker';
import { presentTranscript, transcriptOf } from './present-transcript';
import { checkSpokenGrammar } from './spoken-grammar';

export interface CheckGrammarOptions extends LintOptions {
  /** The checker for presented text; the shared harper.js worker by default. */
  lint?: (text: string, options: LintOptions) => Promise<CheckerLint[]>;
  /** Told why the check could not run (the result is then null). */
  onError?: (error: unknown) => void;
}

/**
 * Grammar issues of a transcript: harper.js on the words presented as
 * sentences, plus Podium's checks for spoken errors harper misses, mapped
 * back to transcript offsets and times. Null when the checker failed or timed
 * out (the analysis then has no grammar score); rejects only when `signal`
 * aborted.
 */
export async function checkGrammar(
  words: readonly Word[],
  options: CheckGrammarOptions = {},
): Promise<GrammarIssue[] | null> {
  if (words.length === 0) return [];
  const { lint = lintWithHarper, onError, ...lintOptions } = options;
  const presented = presentTranscript(words);
  let lints: CheckerLint[];
  try {
    lints = await lint(presented.text, lintOptions);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    onError?.(error);
    return null;
  }
  const spoken = checkSpokenGrammar(
    words.map((w) => w.word),
    presented.sentences,
  );
  // Only on words heard for sure: a misheard word is the recognizer's error, not the speaker's.
  const sure = mergeIssues([...harperIssues(lints, presented), ...spoken]).filter((issue) => {
    for (let i = issue.first; i <= issue.last; i++) if (words[i]?.lowConfidence) return false;
    return true;
  });
  return toGrammarIssues(sure, words, presented, transcriptOf(words));
}
