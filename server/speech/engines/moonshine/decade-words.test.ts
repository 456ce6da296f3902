import { describe, expect, it } from 'vitest';
import { joinDecades } from './decade-words';

const heard = (text: string, probability = 0.9) =>
  text.split(' ').map((t) => ({ text: t, probability }));

describe('joinDecades', () => {
  it('joins a tens word and a lone "s" into the decade, keeping the mark after it', () => {
    expect(joinDecades(heard('I spent my twenty s making excuses.')).map((w) => w.text)).toEqual([
      'I',
      'spent',
      'my',
      'twenties',
      'making',
      'excuses.',
    ]);
    expect(joinDecades(heard('in the nineteen fifty s, she wrote')).map((w) => w.text)).toEqual([
      'in',
      'the',
      'nineteen',
      'fifties,',
      'she',
      'wrote',
    ]);
    expect(joinDecades(heard('the 1950 s and Forty s')).map((w) => w.text)).toEqual([
      'the',
      '1950s',
      'and',
      'Forties',
    ]);
  });

  it('takes the less sure probability of the two', () => {
    const words = [
      { text: 'fifty', probability: 0.8 },
      { text: 's,', probability: 0.4 },
    ];
    expect(joinDecades(words)).toEqual([{ text: 'fifties,', probability: 0.4 }]);
  });

  it('leaves an "s" after anything else, or after a mark, and a number not round', () => {
    for (const text of ['plan s', 'twenty, s', 'fifty-one s', '1955 s', 'twenty says']) {
      expect(joinDecades(heard(text)).map((w) => w.text)).toEqual(text.split(' '));
    }
  });
});
