/** Types for int8-output-layer.mjs (plain Node, run at install). */
export function int8OutputLayer(modelBytes: Buffer): { bytes: Buffer; layers: number };
