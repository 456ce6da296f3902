import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HeardWord } from '@server/speech/transcriber';
import { joinClosedCompounds } from './closed-compounds';
import { LANGUAGE_MODEL_PATH } from './language-model';
import { readNgramModel } from './ngram-model.mjs';

describe('joining a closed compound Moonshine wrote as two words', () => {
  const model = readNgramModel(new Uint8Array(fs.readFileSync(LANGUAGE_MODEL_PATH)));
  const heard = (text: string): HeardWord[] =>
    text.split(' ').map((t, i) => ({ text: t, probability: 0.9 - i / 100 }));
  const join = (text: string) =>
    joinClosedCompounds(heard(text), model)
      .map((w) => w.text)
      .join(' ');

  it('joins the pair where the language model is ten times surer of the joined word', () => {
    expect(join('I could see the sea and no body in my lane.')).toBe(
      'I could see the sea and nobody in my lane.',
    );
    expect(join('We do not have to day, it looks like')).toBe(
      'We do not have today, it looks like',
    );
    expect(join('every morning and after noon the room fills')).toBe(
      'every morning and afternoon the room fills',
    );
    // The capital of the first word, the marks of the second, the less sure probability.
    const [, joined] = joinClosedCompounds(heard('And No body.'), model);
    expect(joined).toEqual({ text: 'Nobody.', probability: 0.88 });
  });

  it('leaves the pair where the model is less sure or prefers it', () => {
    // "everyday" and "notable" it prefers, but by less than ten times: said apart, they were.
    expect(join('I rode to work every day before that')).toBe(
      'I rode to work every day before that',
    );
    expect(join('there was no table I mean')).toBe('there was no table I mean');
    expect(join('people come in to read the paper')).toBe('people come in to read the paper');
    expect(join('it may be true that a lot of people')).toBe('it may be true that a lot of people');
  });

  it('never joins across a mark, a hesitation or a number', () => {
    expect(join('We do not have to, day it looks like')).toBe(
      'We do not have to, day it looks like',
    );
    expect(join('a letter for kitchen er and he wrote')).toBe(
      'a letter for kitchen er and he wrote',
    );
    expect(join('on my 38 th birthday')).toBe('on my 38 th birthday');
  });

  it('never joins an acronym or a capitalised second word: a name or a new sentence', () => {
    expect(join('and NO BODY in my lane')).toBe('and NO BODY in my lane');
    expect(join('and no Body in my lane')).toBe('and no Body in my lane');
    // Nor a lone letter but "a": the model knows "swas", and it is ten times likelier here.
    expect(join('to about 90 households s was sanders')).toBe(
      'to about 90 households s was sanders',
    );
  });

  it('keeps a pair a reading disputed disputed when joined', () => {
    const words = heard('and no body in my lane');
    words[2] = { ...words[2]!, disputed: true };
    const joined = joinClosedCompounds(words, model);
    expect(joined.map((w) => w.text)).toEqual(['and', 'nobody', 'in', 'my', 'lane']);
    expect(joined[1]?.disputed).toBe(true);
    expect(joined[0]?.disputed).toBeUndefined();
  });
});
