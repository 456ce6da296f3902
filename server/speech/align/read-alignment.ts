import type { HeardSound } from '../transcriber';
import type { GrammarToken } from './alignment-grammar';
import { HESITATION_SLOT } from './alignment-grammar';

/** Where the aligner put one transcript word. */
export interface PlacedWord {
  start: number;
  end: number;
  /** Phones of the pronunciations matched, in order ("AH M"). */
  phones: string;
}

export interface ReadAlignment {
  /** Per transcript word; undefined where the aligner gave no time (it failed, or stopped early). */
  words: Array<PlacedWord | undefined>;
  sounds: HeardSound[];
}

/** A token line: `word start end confidence`. */
const TOKEN_LINE =
  /^(\S+)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i;
/** pocketsphinx reports the start of a word's last 10 ms frame as its end. */
const FRAME_SEC = 0.01;
const SLOT_NAMES = new Set(HESITATION_SLOT.map(([name]) => name));

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Reads `pocketsphinx_continuous -jsgf ... -time yes` output back onto the
 * transcript's words. The grammar forces the words in order, so the tokens
 * are matched in order; a um/uh that is not the next word came from the
 * hesitation slot and is reported as a sound, as are [SPEECH] and [NOISE].
 * When the grammar could not be matched pocketsphinx prints nothing, and
 * every word is left without a time.
 */
export function readAlignment(
  output: string,
  tokens: readonly GrammarToken[],
  wordCount: number,
  pronunciations: ReadonlyMap<string, readonly string[]>,
  offsetSec = 0,
): ReadAlignment {
  const words: Array<PlacedWord | undefined> = new Array<PlacedWord | undefined>(wordCount).fill(
    undefined,
  );
  const sounds: HeardSound[] = [];
  let next = 0;
  for (const line of output.split(/\r?\n/)) {
    const match = TOKEN_LINE.exec(line.trim());
    if (!match) continue;
    const [, token = '', startText = '0', endText = '0'] = match;
    if (token === '(NULL)' || /^<.*>$/.test(token)) continue;
    const start = round3(Number(startText) + offsetSec);
    const end = round3(Number(endText) + FRAME_SEC + offsetSec);
    if (/^\[speech\]$/i.test(token)) {
      sounds.push({ kind: 'speech', start, end });
      continue;
    }
    if (/^\[.*\]$/.test(token)) {
      sounds.push({ kind: 'noise', start, end });
      continue;
    }
    const alternate = /^(.*)\((\d+)\)$/.exec(token);
    const name = alternate?.[1] ?? token;
    const variant = alternate ? Number(alternate[2]) - 1 : 0;
    const expected = tokens[next];
    if (!expected || expected.name !== name) {
      if (SLOT_NAMES.has(name)) sounds.push({ kind: 'hesitation-slot', start, end, label: name });
      // Anything else out of order cannot come from this grammar; ignore it.
      continue;
    }
    next++;
    const phones = pronunciations.get(name)?.[variant] ?? '';
    const placed = words[expected.wordIndex];
    words[expected.wordIndex] = placed
      ? { start: placed.start, end, phones: `${placed.phones} ${phones}`.trim() }
      : { start, end, phones };
  }
  // A word whose spoken parts were only partly placed ("one thousand" of "1,200") is not placed.
  if (next < tokens.length) {
    const partial = tokens[next]?.wordIndex;
    if (partial !== undefined && tokens[next - 1]?.wordIndex === partial)
      words[partial] = undefined;
  }
  return { words, sounds };
}
