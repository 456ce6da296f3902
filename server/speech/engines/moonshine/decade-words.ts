import type { HeardWord } from '@server/speech/transcriber';

const TENS = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/i;
const ROUND_NUMBER = /^\d*0$/;
const LONE_S = /^s([^\p{L}\p{N}]*)$/u;

/**
 * Moonshine Tiny writes a decade said as a word apart from its plural: "my twenty s", "the
 * nineteen fifty s,", which the aligner then times as two words and word error counts twice.
 * A tens word or a round number with no mark after it, followed by a lone "s", is one word again:
 * "twenties", "fifties,", "1950s". Its probability is the less sure of the two.
 */
export function joinDecades(words: readonly HeardWord[]): HeardWord[] {
  const joined: HeardWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const plural = LONE_S.exec(words[i + 1]?.text ?? '');
    const tens = TENS.test(word.text);
    if (plural && (tens || ROUND_NUMBER.test(word.text))) {
      const stem = tens ? `${word.text.slice(0, -1)}ie` : word.text;
      joined.push({
        text: `${stem}s${plural[1] ?? ''}`,
        probability: Math.min(word.probability, words[i + 1]!.probability),
      });
      i++;
    } else {
      joined.push(word);
    }
  }
  return joined;
}
