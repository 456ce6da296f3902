// Shallow fusion of a word n-gram model into Moonshine's beam search: each time a hypothesis
// completes a word (the next piece opens another, or the end token comes), the word's language-
// model log-probability given the two words before it, times a weight, plus a bonus per word,
// joins the hypothesis's score. Moonshine Tiny's decoder is a small language model of its own;
// where the sound leaves two readings close ("ten of clubs" and "ten of cloves", "a cuckoo
// clock" and "cup to pluck"), the n-gram model is a second opinion on which is English. The
// decoder's own log-probability stays what each token's confidence is read from. Plain
// JavaScript for the worker; typed in word-fusion.d.mts.
// eslint-disable-next-line no-restricted-imports -- a worker thread resolves no path aliases
import { HESITATION_SPELLINGS } from '../../hesitation-spellings.mjs';
import { hasPrefix, logProb, wordId } from './ngram-model.mjs';

/** The model stores log-probabilities as sphinxbase's logmath integers, base 1.0001. */
const LOGMATH_TO_LN = Math.log(1.0001);
const WORD_START = '\u2581';
const isHesitation = (word) => HESITATION_SPELLINGS.some(([pattern]) => pattern.test(word));

/**
 * Per word, `BONUS_PER_WEIGHT` x the weight is added: it offsets the model's preference for
 * fewer words (a word costs about -5 nats on average, so a word is then about even).
 */
const BONUS_PER_WEIGHT = 5;
/**
 * The log-probability of a word the model lacks: a number ("38") is common and costs what a
 * middling word does; anything else (a name, or pieces that spell no word: "thumbsoolly")
 * costs what the rarest words do, charged as soon as no word of the model starts so.
 */
export const UNKNOWN_NUMBER = -8;
export const UNKNOWN_WORD = -25;
/** A number as written: digits, maybe separated, maybe an ordinal or a decade ("3rd", "1990s"). */
const NUMBER = /^\p{N}[\p{N},.]*(?:st|nd|rd|th|s)?$/u;
/**
 * Letters run into digits ("infer29" for "in for 29"): pieces glued into neither a word nor a
 * number, which no word of the model starts with either.
 */
const LETTERS_INTO_DIGITS = /\p{L}'?\p{N}/u;

/**
 * `pieces[id]` is each token's SentencePiece text; `weight` scales the model's natural-log
 * probabilities (0.2 measured best on the development set, ADR 55).
 */
export function createWordFusion({ model, pieces, weight }) {
  const bonus = BONUS_PER_WEIGHT * weight;
  const start = wordId(model, '<s>');
  const end = wordId(model, '</s>');
  /**
   * A word being written that no word of the model starts with (or that runs letters into
   * digits) pays the unknown word's score at once: left until the word ends, a run of pieces
   * ("Ummmmmm", "thumbsoolly") would grow without cost while every real next word pays its own.
   */
  function owesUnknown(partial) {
    const text = partial.toLowerCase();
    if (LETTERS_INTO_DIGITS.test(text)) return true;
    return /^[\p{L}']+$/u.test(text) && !isHesitation(text) && !hasPrefix(model, text);
  }

  /**
   * The score of written words after `history` ([two back, one back] ids), and the new history.
   * `paid`: the first word already paid the unknown word's score (owesUnknown).
   */
  function scoreWords(history, text, paid) {
    let added = 0;
    let [first, second] = history;
    for (const part of text.toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
      const word = part.replace(/^'+|'+$/g, '') || part;
      if (!/[\p{L}\p{N}]/u.test(word)) continue;
      if (isHesitation(word)) continue;
      const id = wordId(model, word) ?? wordId(model, part);
      if (id === undefined) {
        added += (paid ? 0 : weight * (NUMBER.test(word) ? UNKNOWN_NUMBER : UNKNOWN_WORD)) + bonus;
        [first, second] = [second, undefined];
      } else {
        added += weight * logProb(model, first, second, id) * LOGMATH_TO_LN + bonus;
        [first, second] = [second, id];
      }
      paid = false;
    }
    return { added, history: [first, second] };
  }

  return {
    initial: { history: [undefined, start], partial: '', paid: false },
    /** The state after `token`, and what it adds to the score (a word it completes). */
    extend(state, token) {
      const piece = pieces[token] ?? '';
      const opens = piece.startsWith(WORD_START);
      const text = opens ? piece.slice(WORD_START.length) : state.partial + piece;
      // A written word of several ("to-night", "1-1-1"): the parts already closed by a hyphen or
      // other mark are scored now, so a run of them cannot grow unscored.
      const split = (opens ? state.partial + ' ' + text : text).split(/[^\p{L}\p{N}']+/u);
      const partial = split.pop();
      const closed = split.join(' ');
      let added = 0;
      let { history, paid } = state;
      if (closed.trim()) {
        ({ added, history } = scoreWords(history, closed, paid));
        paid = false;
      }
      if (!paid && owesUnknown(partial)) {
        added += weight * UNKNOWN_WORD;
        paid = true;
      }
      return { state: { history, partial, paid }, added };
    },
    /** What the end of the sentence adds: the last word and the sentence end. */
    finish(state) {
      const { added, history } = state.partial
        ? scoreWords(state.history, state.partial, state.paid)
        : { added: 0, history: state.history };
      const [first, second] = history;
      return added + weight * logProb(model, first, second, end) * LOGMATH_TO_LN;
    },
  };
}
