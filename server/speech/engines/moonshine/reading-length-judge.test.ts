import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HeardWord } from '@server/speech/transcriber';
import { LANGUAGE_MODEL_PATH } from './language-model';
import { type NgramModel, readNgramModel } from './ngram-model.mjs';
import { languageModelJudge } from './reading-length-judge';
import type { LengthJudge } from './second-reading';

describe('the language model as the judge of two readings of different lengths', () => {
  let judge: LengthJudge;
  beforeAll(() => {
    const model: NgramModel = readNgramModel(new Uint8Array(fs.readFileSync(LANGUAGE_MODEL_PATH)));
    judge = languageModelJudge(model);
  });
  const heard = (text: string): HeardWord[] =>
    text ? text.split(' ').map((t) => ({ text: t, probability: 0.9 })) : [];
  const asks = (before: string, taken: string, other: string, after: string) =>
    judge({ taken: heard(taken), other: heard(other), before: heard(before), after: heard(after) });

  it('takes the fewer words where the model finds them far likelier', () => {
    expect(asks('that I would miss', 'something important.', 'some from a poor.', 'My')).toBe(true);
    expect(asks('and', 'Every morning', 'A very mourning', 'I run')).toBe(true);
  });

  it('keeps the reading where the model is not much surer of the other', () => {
    // +1.496 log10 here: just short of the thirty times it takes.
    expect(asks('the dress, the broken radio,', 'letters', 'let us', 'from the war,')).toBe(false);
    // "A pup will fly three kilometers": the one word reads worse.
    expect(asks('the streets. A', 'pupil', 'pup will', 'fly three')).toBe(false);
    expect(asks('is the most', 'biscuits', 'this school', 'has ever')).toBe(false);
  });

  it('never takes words the model cannot weigh: a hyphenated string, a number, an unknown word', () => {
    expect(asks('kilometers from the', 'high-vivid', 'hive if it', 'has to.')).toBe(false);
    expect(asks('Children, you', 'read 420', 'ride for twenty', 'minutes a')).toBe(false);
    expect(asks('I write an', 'inpertwealth', 'in breath of the', 'day.')).toBe(false);
  });
});
