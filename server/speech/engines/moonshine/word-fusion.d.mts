import type { NgramModel } from './ngram-model.mjs';

/** Where a hypothesis stands in its words (opaque to the beam search). */
export interface FusionState {
  readonly history: readonly [number | undefined, number | undefined];
  readonly partial: string;
  readonly paid: boolean;
}

export interface WordFusion {
  readonly initial: FusionState;
  extend(state: FusionState, token: number): { state: FusionState; added: number };
  finish(state: FusionState): number;
}

export const UNKNOWN_NUMBER: number;
export const UNKNOWN_WORD: number;

export function createWordFusion(options: {
  model: NgramModel;
  pieces: readonly string[];
  weight: number;
}): WordFusion;
