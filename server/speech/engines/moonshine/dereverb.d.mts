/** WPE dereverberation of one 16 kHz segment (dereverb.mjs). */
export const REVERBERANT_DB: number;

export interface Dereverberated {
  /** The samples dereverberated, or the very samples given when the room was not heard. */
  samples: Float32Array;
  /** The share of the energy one round of the filter removed, dB (-Infinity: not measured). */
  removedDb: number;
  applied: boolean;
}

export function dereverberate(samples: Float32Array, reverberantDb?: number): Dereverberated;

export function reverberationDb(samples: Float32Array): number;
