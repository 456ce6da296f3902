/** Types for append-top-tokens.mjs (plain Node, run at install). */
export const TOP_TOKENS: number;
export const TOP_OUTPUTS: { logProbs: string; topLogProbs: string; ids: string };
export function appendTopTokens(modelBytes: Buffer): { bytes: Buffer; added: boolean };
