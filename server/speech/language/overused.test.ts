import { describe, expect, it } from 'vitest';
import { findFillers } from '../measure/fillers';
import { makeWords } from '../test-support/make-words';
import { findOverused } from './overused';
import { SpokenWords } from './word-choice';

function overused(script: string) {
  const words = makeWords(script);
  return findOverused(new SpokenWords(words, findFillers(words)));
}

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');

describe('findOverused', () => {
  it('reports a content word used 4 times or more in a short speech, with its times', () => {
    const words = makeWords(
      `trees are green and trees are tall , trees give shade , we love trees`,
    );
    const found = findOverused(new SpokenWords(words, []));
    expect(found).toEqual([
      {
        text: 'trees',
        count: 4,
        times: words.filter((w) => w.word === 'trees').map((w) => w.start),
      },
    ]);
  });

  it('raises the bar with length: 1.5 % of the words', () => {
    // 400 words: a word needs 6 uses.
    const five = `${filler(395)} ${Array(5).fill('budget').join(' , ')}`;
    expect(overused(five)).toEqual([]);
    const six = `${filler(394)} ${Array(6).fill('budget').join(' , ')}`;
    expect(overused(six).map((p) => p.text)).toEqual(['budget']);
  });

  it('never counts stop words, fillers, hedges or weak words', () => {
    expect(
      overused(
        'the the the the and and and and really really really really thing thing thing thing',
      ),
    ).toEqual([]);
    expect(overused('basically , basically , basically , basically , it works')).toEqual([]);
  });

  it('reports a phrase said 3 times, not again the words inside it', () => {
    const found = overused(
      'public speaking matters , i practise public speaking daily , public speaking helps',
    );
    expect(found.map((p) => [p.text, p.count])).toEqual([['public speaking', 3]]);
  });
});
