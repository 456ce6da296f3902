import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_MODEL_PATH, sharedLanguageModel } from './language-model';
import { hasPrefix, logProb, readNgramModel, wordId } from './ngram-model.mjs';

/** logmath units (base 1.0001) to log10, as the model's ARPA text writes them. */
const toLog10 = (value: number) => (value * Math.log(1.0001)) / Math.log(10);

describe("reading Debian's en-us trigram model in place", () => {
  const model = readNgramModel(new Uint8Array(fs.readFileSync(LANGUAGE_MODEL_PATH)));
  const id = (word: string) => {
    const found = wordId(model, word);
    if (found === undefined) throw new Error(`not in the model: ${word}`);
    return found;
  };
  const p = (first: string | null, second: string | null, word: string) =>
    toLog10(
      logProb(model, first ? id(first) : undefined, second ? id(second) : undefined, id(word)),
    );

  it('knows its 72,547 words and their unigram probabilities', () => {
    expect(model.unigramCount).toBe(72_547);
    expect(wordId(model, "'bout")).toBe(0);
    expect(wordId(model, 'zillions')).toBe(72_423);
    // The figures sphinx_lm_convert writes for the first unigrams of the ARPA text.
    expect(p(null, null, 'the')).toBeCloseTo(-1.3895, 3);
    expect(p(null, null, "'bout")).toBeCloseTo(-6.2831, 3);
    expect(wordId(model, 'flibbertigibbetish')).toBeUndefined();
    expect(wordId(model, 'cucko')).toBeUndefined();
    expect(wordId(model, 'thee')).not.toBe(wordId(model, 'the'));
  });

  it('tells whether a word of the model starts with a text', () => {
    expect(hasPrefix(model, 'cuck')).toBe(true);
    expect(hasPrefix(model, 'zillions')).toBe(true);
    expect(hasPrefix(model, 'thumbsoo')).toBe(false);
    expect(hasPrefix(model, 'zzzzzzzz')).toBe(false);
  });

  it('reads trigrams and bigrams, and backs off where they are missing', () => {
    expect(p('am', 'going', 'to')).toBeGreaterThan(-0.2);
    expect(p('one', 'of', 'the')).toBeGreaterThan(p('one', 'of', 'a'));
    expect(p('ten', 'of', 'clubs')).toBeGreaterThan(p('ten', 'of', 'cloves'));
    expect(p('a', 'cuckoo', 'clock')).toBeGreaterThan(p('cup', 'to', 'pluck') + 3);
    // A word after a history the model never saw gets at most its unigram plus back-offs (<= 0).
    expect(p('clock', 'cuckoo', 'the')).toBeLessThanOrEqual(p(null, null, 'the'));
    // With less history the score is that of the shorter n-gram, not the trigram's.
    expect(p(null, 'of', 'the')).not.toBeCloseTo(p('one', 'of', 'the'), 3);
    expect(p(null, 'of', 'the')).toBeGreaterThan(p(null, null, 'the'));
  });

  it('reads the copy the worker threads share as it reads the file', () => {
    const shared = sharedLanguageModel();
    expect(shared).toBeInstanceOf(SharedArrayBuffer);
    expect(sharedLanguageModel()).toBe(shared);
    const fromShared = readNgramModel(new Uint8Array(shared as SharedArrayBuffer));
    expect(fromShared.unigramCount).toBe(72_547);
    const [am, going, to] = ['am', 'going', 'to'].map(id);
    expect(logProb(fromShared, am, going, to as number)).toBe(
      logProb(model, am, going, to as number),
    );
    expect(sharedLanguageModel('/nonexistent/en-us.lm.bin')).toBeUndefined();
  });

  it('refuses bytes that are not such a model, or only part of one', () => {
    expect(() => readNgramModel(new TextEncoder().encode('Not a language model at all'))).toThrow(
      /not a sphinxbase trie language model/,
    );
    const file = fs.readFileSync(LANGUAGE_MODEL_PATH);
    expect(() => readNgramModel(new Uint8Array(file.subarray(0, 1_000_000)))).toThrow();
    // Two words swapped: lookups by binary search would go wrong, so the model is refused.
    const swapped = new Uint8Array(file);
    const at = swapped.indexOf(0, swapped.length - 40) + 1;
    swapped.set(swapped.subarray(at, at + 3).reverse(), at);
    expect(() => readNgramModel(swapped)).toThrow(/not sorted/);
  });
});
