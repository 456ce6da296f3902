import type { HeardWord } from '@server/speech/transcriber';

/** One generated token: its id and the probability the decoder gave it. */
export interface DecodedToken {
  id: number;
  prob: number;
}

/** SentencePiece marks a word's first piece with this. */
const WORD_START = '\u2581';

/**
 * Groups Moonshine's tokens into words: a piece starting with "▁" opens a
 * word, any other ("-", ",", "night", "op") continues it, so "▁to" "-"
 * "night" is "to-night" and "▁co" "op" is "coop". A word's probability is that
 * of its least sure piece with a letter or digit in it (the comma after a word
 * says nothing of how sure the word is).
 */
export function tokensToWords(
  tokens: readonly DecodedToken[],
  piece: (id: number) => string,
  decode: (ids: number[]) => string,
): HeardWord[] {
  const groups: DecodedToken[][] = [];
  for (const token of tokens) {
    const text = piece(token.id);
    const current = groups.at(-1);
    if (!current || text.startsWith(WORD_START)) groups.push([token]);
    else current.push(token);
  }
  const words: HeardWord[] = [];
  for (const group of groups) {
    const text = decode(group.map((t) => t.id)).trim();
    if (!text) continue;
    const spoken = group.filter((t) => /[\p{L}\p{N}]/u.test(piece(t.id)));
    const probability = Math.min(...(spoken.length > 0 ? spoken : group).map((t) => t.prob));
    // A piece with several words in it (rare: decoded spaces) splits evenly.
    for (const part of text.split(/\s+/)) words.push({ text: part, probability });
  }
  return words;
}
