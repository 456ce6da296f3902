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

/** A short-time spectrum, bin-major: `re[row * frames + t]`. */
export interface Spectrum {
  re: Float64Array;
  im: Float64Array;
  frames: number;
}

/** Every bin (513 rows) of 64 ms frames 16 ms apart. */
export function analyse(samples: Float32Array): Spectrum;

/** The same in the given bins only, one row each, two real frames a transform. */
export function analyseBins(samples: Float32Array, bins: readonly number[]): Spectrum;
