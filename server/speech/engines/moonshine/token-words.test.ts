import { describe, expect, it } from 'vitest';
import { tokensToWords } from './token-words';

const vocab = ['', '', '', '▁Good', '▁to', '-', 'night', ',', '▁co', 'op', '.'];
const piece = (id: number) => vocab[id] ?? '';
const decode = (ids: number[]) => ids.map(piece).join('').replace(/▁/g, ' ');

describe('tokensToWords', () => {
  it('joins pieces into words with their punctuation; a word is as sure as its least sure spoken piece', () => {
    const words = tokensToWords(
      [
        { id: 3, prob: 0.9 },
        { id: 4, prob: 0.7 },
        { id: 5, prob: 0.2 },
        { id: 6, prob: 0.99 },
        { id: 7, prob: 0.1 },
        { id: 8, prob: 0.56 },
        { id: 9, prob: 0.99 },
        { id: 10, prob: 0.8 },
      ],
      piece,
      decode,
    );
    expect(words).toEqual([
      { text: 'Good', probability: 0.9 },
      { text: 'to-night,', probability: 0.7 },
      { text: 'coop.', probability: 0.56 },
    ]);
  });
});
