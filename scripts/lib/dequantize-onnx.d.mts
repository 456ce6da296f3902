/** Types for dequantize-onnx.mjs (plain Node, a tool run by hand). */
export function dequantizeModel(modelBytes: Buffer): { bytes: Buffer; replaced: number };
