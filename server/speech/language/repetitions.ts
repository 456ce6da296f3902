import type { CountedPhrase } from '@common/contract/analysis';
import { SENTENCE_GAP_SEC } from './present-transcript';
import type { SpokenWords } from './word-choice';

/** Longest phrase looked for ("i think i think" is 2). */
export const MAX_REPEATED_WORDS = 4;

/** Doubled on purpose or by grammar: "that that is true", "had had", "very very", "bye bye". */
const DELIBERATE_DOUBLES = new Set(
  'that had do bye no very really ha yeah so now well many far blah'.split(' '),
);

/**
 * Words or phrases said again straight after themselves ("the the", "it was
 * it was"), within a sentence (a gap under 0.3 s). Each repeat counts once
 * ("the the the" is two), at the time the repeat starts; the longest repeated
 * phrase wins.
 */
export function findRepetitions(w: SpokenWords): CountedPhrase[] {
  const found = new Map<string, number[]>();
  for (let i = 0; i < w.length;) {
    let matched = 0;
    for (let n = MAX_REPEATED_WORDS; n >= 1 && !matched; n--) {
      if (i + 2 * n > w.length) continue;
      let same = true;
      for (let k = 0; k < n && same; k++) same = w.at(i + k) === w.at(i + n + k);
      if (!same) continue;
      // A doubled word the recognizer was unsure of is as likely its stutter as the speaker's.
      if (w.words.slice(i, i + 2 * n).some((word) => word.lowConfidence)) continue;
      const first = w.text.slice(i, i + n);
      if (n === 1 && DELIBERATE_DOUBLES.has(first[0] ?? '')) continue;
      const end = w.words[i + n - 1]?.end ?? 0;
      const again = w.words[i + n]?.start ?? 0;
      // "...more trees. Trees give...": across a sentence break it is a new sentence, not a stumble.
      if (again - end >= SENTENCE_GAP_SEC - 1e-6) continue;
      const text = first.join(' ');
      const times = found.get(text) ?? [];
      times.push(again);
      found.set(text, times);
      matched = n;
    }
    // Step past the first copy only: the repeat may itself be repeated.
    i += Math.max(1, matched);
  }
  return [...found.entries()]
    .map(([text, times]) => ({ text, count: times.length, times }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
}
