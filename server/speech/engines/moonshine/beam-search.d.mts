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

/** A next token and its log-probability. */
export interface Proposal {
  token: number;
  logprob: number;
}

export function topTokens(logits: ArrayLike<number>, k: number): Proposal[];

export function beamStep(
  beams: readonly Hypothesis[],
  proposals: ReadonlyArray<readonly Proposal[]>,
  width: number,
  endToken: number,
  finished: Hypothesis[],
  fusion?: WordFusion,
): { live: Hypothesis[]; parents: number[] };

export function bestHypothesis(
  finished: readonly Hypothesis[],
  live: readonly Hypothesis[],
): { tokens: DecodedToken[]; hitLimit: boolean };
