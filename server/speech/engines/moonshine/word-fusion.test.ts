import fs from 'node:fs';
import llamaTokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_MODEL_PATH } from './language-model';
import { readNgramModel } from './ngram-model.mjs';
import type { WordFusion } from './word-fusion.mjs';
import { createWordFusion, UNKNOWN_WORD } from './word-fusion.mjs';

const model = readNgramModel(new Uint8Array(fs.readFileSync(LANGUAGE_MODEL_PATH)));
const pieces = llamaTokenizer.vocabById as string[];
const tokens = (text: string): number[] => llamaTokenizer.encode(text, false, false);

/** What the fusion adds, token by token, for a text the decoder writes. */
function steps(fusion: WordFusion, text: string): number[] {
  let state = fusion.initial;
  const added: number[] = [];
  for (const token of tokens(text)) {
    const next = fusion.extend(state, token);
    state = next.state;
    added.push(next.added);
  }
  added.push(fusion.finish(state));
  return added;
}
const total = (fusion: WordFusion, text: string) => steps(fusion, text).reduce((a, b) => a + b, 0);

describe('a word language model in the beam', () => {
  const fusion = createWordFusion({ model, pieces, weight: 1 });

  it('finds the English reading likelier where the sound leaves two close', () => {
    expect(total(fusion, ' Ten of clubs.')).toBeGreaterThan(total(fusion, ' Ten of cloves.'));
    expect(total(fusion, ' I fixed a cuckoo clock.')).toBeGreaterThan(
      total(fusion, ' I fixed cup to pluck.') + 5,
    );
  });

  it('scores a word when the next one opens, and the last one at the end', () => {
    const added = steps(fusion, ' the cat');
    // "▁the" opens a word (nothing complete yet), "▁cat" completes "the", the end scores "cat".
    expect(added).toHaveLength(3);
    expect(added[0]).toBe(0);
    expect(added[1]).not.toBe(0);
    expect(added[2]).not.toBe(0);
  });

  it('charges pieces that spell no word as soon as no word starts so, and only once', () => {
    const added = steps(fusion, ' thumbsoolly');
    const charged = added.slice(0, -1).filter((a) => a !== 0);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toBeCloseTo(UNKNOWN_WORD, 5);
    // A longer run costs what a short one does: no growth without cost, no second charge.
    expect(total(fusion, ' thumbsoollyoollyoollyoolly')).toBeCloseTo(
      total(fusion, ' thumbsoolly'),
      5,
    );
  });

  it('charges letters run into digits as a word no one knows, and a number as a number', () => {
    // "infer29" for "in for 29" is no number: it costs what "thumbsoolly" does, charged once.
    const glued = steps(fusion, ' infer29').slice(0, -1);
    expect(glued.filter((a) => a !== 0)).toEqual([expect.closeTo(UNKNOWN_WORD, 5)]);
    expect(total(fusion, ' infer29')).toBeCloseTo(total(fusion, ' thumbsoolly'), 5);
    // An ordinal, a decade and a separated number cost what a number does, far less.
    for (const number of [' 29th', ' 1990s', ' 1,500']) {
      expect(total(fusion, number)).toBeGreaterThan(total(fusion, ' infer29') + 10);
    }
  });

  it('leaves hesitations to the sound: an "um" neither costs nor breaks the words around it', () => {
    expect(total(fusion, ' I went, um, home.')).toBeCloseTo(total(fusion, ' I went, home.'), 5);
    expect(total(fusion, ' So ummmmmmmm.')).toBeCloseTo(total(fusion, ' So.'), 5);
  });

  it('scores the parts of a hyphenated run as they close', () => {
    // "1-1-1-..." is one written word of many pieces; each closed part is charged on the way.
    const added = steps(fusion, ' 1-1-1-1-1-1');
    expect(added.slice(0, -1).filter((a) => a < 0).length).toBeGreaterThanOrEqual(4);
  });

  it('weighs the model: 0 leaves it out, a lighter weight still prefers English', () => {
    const light = createWordFusion({ model, pieces, weight: 0.5 });
    const none = createWordFusion({ model, pieces, weight: 0 });
    expect(total(none, ' Ten of cloves.')).toBe(0);
    expect(total(light, ' Ten of clubs.')).toBeGreaterThan(total(light, ' Ten of cloves.'));
  });
});
