import { type NgramModel, logProb, wordId } from './ngram-model.mjs';

/** sphinxbase's log-probabilities are in base 1.0001: this many units make one in log10. */
const UNITS_PER_LOG10 = Math.log(10) / Math.log(1.0001);

/** A word as the language model knows it: lower case, letters and apostrophes only. */
export const bareWord = (text: string) => text.toLowerCase().replace(/[^\p{L}']/gu, '');

/**
 * The summed log10-probability of the words `scored`, each after the two before it (the first
 * after `before`); a word the model does not know adds nothing and is no word's history.
 */
export function contextLog10(
  model: NgramModel,
  before: readonly string[],
  scored: readonly string[],
): number {
  const ids = [...before, ...scored].map((w) => (w ? wordId(model, w) : undefined));
  let total = 0;
  for (let i = before.length; i < ids.length; i++) {
    const id = ids[i];
    if (id === undefined) continue;
    total += logProb(model, ids[i - 2], ids[i - 1], id);
  }
  return total / UNITS_PER_LOG10;
}
