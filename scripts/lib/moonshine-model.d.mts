/** Types for moonshine-model.mjs (plain Node, the project's postinstall): what the tests read. */
export const DEFAULT_MODEL_DIR: string;
export const REWRITTEN_DECODER: string;
export function rewriteDecoder(shipped: Buffer): Buffer;
export function hasModel(dir?: string): boolean;
export function ensureMoonshineModel(dir?: string, log?: (line: string) => void): string;
