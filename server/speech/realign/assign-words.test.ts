import { describe, expect, it } from 'vitest';
import type { Segment } from '../segments';
import { assignWords, matchWords } from './assign-words';

const segments: Segment[] = [
  { index: 0, start: 0, end: 10, audioStart: 0.5, audioEnd: 9.5, forcedCut: false },
  { index: 1, start: 10, end: 20, audioStart: 10.2, audioEnd: 19.8, forcedCut: false },
];
const heard = (text: string, start: number, step = 1) =>
  text.split(' ').map((t, i) => ({
    word: t.toLowerCase().replace(/[.,]/g, ''),
    text: t,
    start: start + i * step,
    end: start + i * step + 0.5,
    confidence: 0.9,
  }));

describe('matchWords', () => {
  it('pairs the words a correction kept', () => {
    expect(matchWords(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd'])).toEqual([
      [0, 0],
      [2, 2],
      [3, 3],
    ]);
  });
});

describe('assignWords', () => {
  const old = [...heard('I learned to coop.', 1), ...heard('It was fun.', 12)];

  it('keeps words where they were heard and puts a corrected word with its neighbours', () => {
    expect(
      assignWords(old, 'I learned to cook.'.split(' ').concat('It was fun.'.split(' ')), segments),
    ).toEqual([
      ['I', 'learned', 'to', 'cook.'],
      ['It', 'was', 'fun.'],
    ]);
  });

  it('compares words, not punctuation or case', () => {
    expect(assignWords(old, 'i learned to coop it was fun'.split(' '), segments)).toEqual([
      ['i', 'learned', 'to', 'coop'],
      ['it', 'was', 'fun'],
    ]);
  });

  it('shares a typed transcript out by segment length, cutting at a sentence end', () => {
    const typed = 'One two three four. Five six seven eight nine ten.'.split(' ');
    expect(assignWords([], typed, segments)).toEqual([
      ['One', 'two', 'three', 'four.'],
      ['Five', 'six', 'seven', 'eight', 'nine', 'ten.'],
    ]);
  });
});
