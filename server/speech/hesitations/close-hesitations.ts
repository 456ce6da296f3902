import type { RecognizedWord } from '../transcriber';
import type { Found } from './restore-aligned';

/** Less than a pause (0.5 s) between two hesitations: one breath, one hesitation. */
const CLOSE_SEC = 0.5;
/** At most this many words between them: a long hum is heard as a word or two ("Hmm and um"). */
const MAX_WORDS_BETWEEN = 2;
/**
 * ...and the shorter lasting less than this share of the longer: a hum's tail or an article is
 * much shorter than the hesitation beside it (0.04-0.33 s against 0.31-1.47 s, at most 0.41 of
 * it, on the corpus); two hesitations said in turn are alike.
 */
const MAX_SHORTER_SHARE = 0.5;

const written = (f: Found) => f.sources.includes('written');
const length = (f: Found) => f.end - f.start;

/**
 * One of two hesitations found less than a pause apart with at most two words between them, the
 * one much shorter than the other: the longer. On every corpus speech where the stage found two so
 * close, one hesitation had been said (ADR 89): the shorter was the tail of a long hum past a word
 * the aligner put inside it ("Hmm that uh is"), a room's tail before one, or an article after one
 * taken for an "uh" ("um, uh spare map"). A hesitation the engine wrote is kept whatever its
 * length, and two it wrote are both kept: it heard each. The dropped one's look-alike stays the
 * word it was.
 */
export function keepOneOfClose(found: readonly Found[], words: readonly RecognizedWord[]): Found[] {
  const dropped = new Set<Found>();
  const sorted = [...found].sort((a, b) => a.start - b.start);
  let last: Found | undefined;
  for (const f of sorted) {
    if (last && isClose(last, f, words) && !(written(last) && written(f))) {
      const loser = written(last) ? f : written(f) ? last : length(f) > length(last) ? last : f;
      dropped.add(loser);
      if (loser === last) last = f;
      continue;
    }
    last = f;
  }
  return found.filter((f) => !dropped.has(f));
}

function isClose(before: Found, after: Found, words: readonly RecognizedWord[]): boolean {
  if (after.start - before.end >= CLOSE_SEC) return false;
  const shorter = Math.min(length(before), length(after));
  if (shorter >= MAX_SHORTER_SHARE * Math.max(length(before), length(after))) return false;
  const between = words.filter(
    (w, i) =>
      !before.wordIndices.includes(i) &&
      !after.wordIndices.includes(i) &&
      w.start >= before.end - 1e-6 &&
      w.end <= after.start + 1e-6,
  );
  return between.length <= MAX_WORDS_BETWEEN;
}
