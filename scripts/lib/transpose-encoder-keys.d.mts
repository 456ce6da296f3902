/** Types for transpose-encoder-keys.mjs (plain Node, run at install). */
export function transposeEncoderKeys(modelBytes: Buffer): { bytes: Buffer; layers: number };
