/** A sphinxbase trie language model read in place (ngram-model.mjs). */
export interface NgramModel {
  readonly unigramCount: number;
}

export function readNgramModel(bytes: Uint8Array): NgramModel;

export function wordId(model: NgramModel, word: string): number | undefined;

export function hasPrefix(model: NgramModel, text: string): boolean;

export function logProb(
  model: NgramModel,
  first: number | undefined,
  second: number | undefined,
  word: number,
): number;
