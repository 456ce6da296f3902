/** Each hesitation spelling's pattern (lower case) and the word Podium reports it as. */
export const HESITATION_SPELLINGS: ReadonlyArray<readonly [RegExp, string]>;
