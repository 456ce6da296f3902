import type { DecodedToken } from './token-words';
import type { FusionState, WordFusion } from './word-fusion.mjs';

/**
 * A hypothesis: its tokens so far (each with its probability) and their summed log-probability;
 * with a language model, what it added (`lm`) and where the hypothesis stands in its words.
 */
export interface Hypothesis {
  tokens: DecodedToken[];
  logprob: number;
  lm?: number;
  lmState?: FusionState;
}

export function topTokens(
  logits: ArrayLike<number>,
  k: number,
): Array<{ token: number; logprob: number }>;

export function beamStep(
  beams: readonly Hypothesis[],
  rows: ReadonlyArray<ArrayLike<number>>,
  width: number,
  endToken: number,
  finished: Hypothesis[],
  fusion?: WordFusion,
): { live: Hypothesis[]; parents: number[] };

export function bestHypothesis(
  finished: readonly Hypothesis[],
  live: readonly Hypothesis[],
): { tokens: DecodedToken[]; hitLimit: boolean };
