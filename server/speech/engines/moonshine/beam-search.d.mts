import type { DecodedToken } from './token-words';

/** A hypothesis: its tokens so far (each with its probability) and their summed log-probability. */
export interface Hypothesis {
  tokens: DecodedToken[];
  logprob: number;
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
): { live: Hypothesis[]; parents: number[] };

export function bestHypothesis(
  finished: readonly Hypothesis[],
  live: readonly Hypothesis[],
): { tokens: DecodedToken[]; hitLimit: boolean };
