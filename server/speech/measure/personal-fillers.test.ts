import { describe, expect, it } from 'vitest';
import type { Filler, Word } from '@common/contract/analysis';
import { addPersonalFillers } from './personal-fillers';

const words = (text: string): Word[] =>
  text.split(' ').map((word, i) => ({ word, start: i, end: i + 0.8, confidence: 0.9 }));

describe('addPersonalFillers', () => {
  it("counts the speaker's phrases, each use, marked as their own", () => {
    const said = words('so yeah we won and honestly so yeah it was fun');
    const fillers = addPersonalFillers(said, [], ['So yeah', 'honestly']);
    expect(fillers).toEqual([
      { word: 'so yeah', type: 'personal', start: 0, end: 1.8 },
      { word: 'honestly', type: 'personal', start: 5, end: 5.8 },
      { word: 'so yeah', type: 'personal', start: 6, end: 7.8 },
    ]);
  });

  it('leaves words a built-in filler already counts, and keeps the built-in ones', () => {
    const said = words('um basically we won');
    const builtIn: Filler[] = [{ word: 'basically', type: 'lexical', start: 1, end: 1.8 }];
    const fillers = addPersonalFillers(said, builtIn, ['basically', 'won']);
    expect(fillers.map((f) => [f.word, f.type])).toEqual([
      ['basically', 'lexical'],
      ['won', 'personal'],
    ]);
  });

  it('prefers the longer phrase and ignores punctuation and case in the words', () => {
    const said = words('At the end of the day, it works.');
    const fillers = addPersonalFillers(said, [], ['the end', 'at the end of the day']);
    expect(fillers.map((f) => f.word)).toEqual(['at the end of the day']);
  });

  it('adds nothing without phrases', () => {
    expect(addPersonalFillers(words('so yeah'), [], [])).toEqual([]);
  });
});
