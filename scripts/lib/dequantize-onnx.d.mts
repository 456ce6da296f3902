/** Types for dequantize-onnx.mjs (plain Node, run at install). */
export function dequantizeModel(modelBytes: Buffer): { bytes: Buffer; replaced: number };
