import type { HeardWord } from '@server/speech/transcriber';

/**
 * What a pair of neighbouring words is written as when they are one word, or undefined to keep
 * them; `before` are the words written so far, `after` those after the pair. `next` respells the
 * word after the pair where the join reads it as another word that sounds the same ("a very weak"
 * is "every week").
 */
export type PairJoin = (
  first: string,
  second: string,
  before: readonly HeardWord[],
  after: readonly HeardWord[],
) => { text: string; next?: string } | undefined;

/**
 * The words with each pair `join` makes one word written as one, left to right: the one word
 * has the less sure of the two probabilities, and is disputed if either was.
 */
export function joinPairs(heard: readonly HeardWord[], join: PairJoin): HeardWord[] {
  const words = [...heard];
  const out: HeardWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    const second = words[i + 1];
    const joined = second && join(first.text, second.text, out, words.slice(i + 2));
    if (joined) {
      const next = words[i + 2];
      if (next && joined.next !== undefined) words[i + 2] = { ...next, text: joined.next };
      out.push({
        text: joined.text,
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
