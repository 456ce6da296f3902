import type { HeardWord } from '@server/speech/transcriber';

/**
 * What a pair of neighbouring words is written as when they are one word, or undefined to keep
 * them; `before` are the words written so far, `after` those after the pair.
 */
export type PairJoin = (
  first: string,
  second: string,
  before: readonly HeardWord[],
  after: readonly HeardWord[],
) => string | undefined;

/**
 * The words with each pair `join` makes one word written as one, left to right: the one word
 * has the less sure of the two probabilities, and is disputed if either was.
 */
export function joinPairs(words: readonly HeardWord[], join: PairJoin): HeardWord[] {
  const out: HeardWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    const second = words[i + 1];
    const text = second && join(first.text, second.text, out, words.slice(i + 2));
    if (text) {
      out.push({
        text,
        probability: Math.min(first.probability, second.probability),
        ...((first.disputed || second.disputed) && { disputed: true }),
      });
      i++;
      continue;
    }
    out.push(first);
  }
  return out;
}
