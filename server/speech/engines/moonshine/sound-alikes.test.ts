import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEXICON_PATH } from '@server/speech/align/align-words';
import { type Lexicon, parseLexicon } from '@server/speech/align/pronounce';
import type { HeardWord } from '@server/speech/transcriber';
import { LANGUAGE_MODEL_PATH } from './language-model';
import { type NgramModel, readNgramModel } from './ngram-model.mjs';
import { type SoundAlikeIndex, joinSoundAlikes, soundAlikeIndex } from './sound-alikes';

describe('joining a word Moonshine wrote as two that sound like it', () => {
  let model: NgramModel;
  let lexicon: Lexicon;
  let index: SoundAlikeIndex;
  beforeAll(() => {
    model = readNgramModel(new Uint8Array(fs.readFileSync(LANGUAGE_MODEL_PATH)));
    lexicon = parseLexicon(fs.readFileSync(DEFAULT_LEXICON_PATH, 'utf8'));
    index = soundAlikeIndex(lexicon, model);
  });
  const heard = (text: string): HeardWord[] =>
    text.split(' ').map((t, i) => ({ text: t, probability: 0.9 - i / 100 }));
  const join = (text: string) =>
    joinSoundAlikes(heard(text), model, lexicon, index)
      .map((w) => w.text)
      .join(' ');

  it('joins "a very" into "every" where the language model is surer of it', () => {
    expect(join('I have cycled to work a very day. Before that')).toBe(
      'I have cycled to work every day. Before that',
    );
    expect(join('She knocked on a very door and asked')).toBe(
      'She knocked on every door and asked',
    );
    // The first word's capital, the second's marks, the less sure probability.
    const [, joined] = joinSoundAlikes(heard('county. A very, one of'), model, lexicon, index);
    expect(joined).toEqual({ text: 'Every,', probability: 0.88 });
  });

  it('respells the word after the pair where the one word reads it as its homophone', () => {
    // Moonshine spelled the next word to fit the pair: "a very weak" for "every week".
    expect(join('a student who comes a very weak between shifts')).toBe(
      'a student who comes every week between shifts',
    );
    expect(join('for this neighborhood. A very mourning, older people')).toBe(
      'for this neighborhood. Every morning, older people',
    );
    // Never without the join: a word heard as written stays.
    expect(join('she felt a little weak that morning')).toBe('she felt a little weak that morning');
  });

  it('gives the word the capital of "I" only where a sentence begins', () => {
    expect(join('the I sight was poor')).toBe('the eyesight was poor');
    expect(join('I sight was poor')).toBe('Eyesight was poor');
  });

  it('leaves the pair where it is what was said', () => {
    expect(join('It was a very good idea to come')).toBe('It was a very good idea to come');
    expect(join('a colleague lent me a very old bike')).toBe('a colleague lent me a very old bike');
  });

  it("never takes a word with a schwa for the pair's full vowel", () => {
    // "roberta" and "buddies" sound close, but the pair's vowels are said in full.
    expect(join('Give them robber toy, knock your')).toBe('Give them robber toy, knock your');
    expect(join('know what a bee does when it')).toBe('know what a bee does when it');
  });

  it('never joins across a mark, a hesitation, a capitalised second word or an acronym', () => {
    expect(join('to work a, very day. Before')).toBe('to work a, very day. Before');
    expect(join('to work uh very day. Before')).toBe('to work uh very day. Before');
    expect(join('to work a Very day. Before')).toBe('to work a Very day. Before');
    expect(join('to work A VERY day. Before')).toBe('to work A VERY day. Before');
  });

  it('leaves two words whose letters make the word to the closed-compound rule', () => {
    expect(join('and no body in my lane')).toBe('and no body in my lane');
  });
});
