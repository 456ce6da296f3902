import type { Word } from '@common/contract/analysis';
import { spokenForm } from '../align/spoken-form';
import type { Segment } from '../segments';

/** Below this share of the new words found among the old ones, the old times are no guide. */
const MIN_MATCHED_SHARE = 0.2;
/** A proportional boundary moves to a sentence end at most this many words away. */
const SENTENCE_SNAP_WORDS = 6;

const normal = (token: string) => spokenForm(token)?.word ?? token.toLowerCase();

/** Pairs of indices (old, new) of a longest common subsequence of the two word lists. */
export function matchWords(
  oldWords: readonly string[],
  newWords: readonly string[],
): Array<[number, number]> {
  const n = oldWords.length;
  const m = newWords.length;
  // lengths[i][j]: LCS of old[i..] and new[j..]; one flat array, 2 bytes a cell (2,000 x 2,000 = 8 MB).
  const width = m + 1;
  const lengths = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        oldWords[i] === newWords[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (oldWords[i] === newWords[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

function segmentAt(segments: readonly Segment[], time: number): number {
  for (let s = segments.length - 1; s >= 0; s--) {
    if (time >= (segments[s]?.start ?? 0)) return s;
  }
  return 0;
}

/**
 * Which segment of the recording each word of a corrected transcript belongs
 * to, so each segment's words can be aligned to its audio on their own (and
 * in parallel). A word the speaker kept goes where it was heard; a word they
 * added or changed goes with the kept word before it (or after it, at the
 * start). A typed transcript with nothing to go by (recognition failed, or
 * every word changed) is shared out in proportion to each segment's length,
 * each boundary moved to a nearby sentence end.
 */
export function assignWords(
  oldWords: readonly Word[],
  newTokens: readonly string[],
  segments: readonly Segment[],
): string[][] {
  const out: string[][] = segments.map(() => []);
  if (segments.length === 0 || newTokens.length === 0) return out;
  const pairs = matchWords(
    oldWords.map((w) => normal(w.text ?? w.word)),
    newTokens.map(normal),
  );
  if (pairs.length < newTokens.length * MIN_MATCHED_SHARE) return shareOut(newTokens, segments);

  const segmentOf = new Array<number | undefined>(newTokens.length).fill(undefined);
  for (const [o, n] of pairs) {
    const w = oldWords[o];
    if (w) segmentOf[n] = segmentAt(segments, (w.start + w.end) / 2);
  }
  let last = segmentOf.find((s) => s !== undefined) ?? 0;
  newTokens.forEach((token, n) => {
    const s = segmentOf[n] ?? last;
    // Times only grow: a kept word heard in an earlier segment than its predecessor stays put.
    last = Math.max(last, s);
    out[last]?.push(token);
  });
  return out;
}

function shareOut(tokens: readonly string[], segments: readonly Segment[]): string[][] {
  const lengths = segments.map((s) => Math.max(0.1, s.audioEnd - s.audioStart));
  const total = lengths.reduce((a, b) => a + b, 0);
  const out: string[][] = [];
  let from = 0;
  let covered = 0;
  segments.forEach((_, s) => {
    covered += lengths[s] ?? 0;
    let to =
      s === segments.length - 1 ? tokens.length : Math.round((tokens.length * covered) / total);
    to = snapToSentenceEnd(tokens, Math.max(from, to));
    out.push(tokens.slice(from, to));
    from = to;
  });
  return out;
}

function snapToSentenceEnd(tokens: readonly string[], at: number): number {
  if (at >= tokens.length) return tokens.length;
  for (let d = 0; d <= SENTENCE_SNAP_WORDS; d++) {
    for (const k of [at + d, at - d]) {
      if (k > 0 && k < tokens.length && /[.!?]["')\]]*$/.test(tokens[k - 1] ?? '')) return k;
    }
  }
  return at;
}
