import { describe, expect, it } from 'vitest';
import { makeWords } from '../test-support/make-words';
import { findRepetitions } from './repetitions';
import { SpokenWords } from './word-choice';

const repetitions = (script: string) => findRepetitions(new SpokenWords(makeWords(script), []));
const counts = (script: string) =>
  Object.fromEntries(repetitions(script).map((p) => [p.text, p.count]));

describe('findRepetitions', () => {
  it('finds a word or phrase said twice in a row, at the time of the repeat', () => {
    const words = makeWords('the the cat sat');
    expect(findRepetitions(new SpokenWords(words, []))).toEqual([
      { text: 'the', count: 1, times: [words[1]?.start] },
    ]);
    expect(counts('i think i think we should go')).toEqual({ 'i think': 1 });
    expect(counts('so it was it was great')).toEqual({ 'it was': 1 });
  });

  it('counts each repeat: "the the the" is two', () => {
    expect(counts('the the the end')).toEqual({ the: 2 });
  });

  it('allows a short break but not a sentence pause between the copies', () => {
    expect(counts('the , the cat')).toEqual({});
    expect(counts('the , the cat'.replace(',', ''))).toEqual({ the: 1 });
    expect(repetitions('we plant more trees _0.4 trees give shade')).toEqual([]);
  });

  it('leaves doubles that grammar or emphasis make ("that that", "very very", "bye bye")', () => {
    expect(counts('i know that that is true and it is very very good bye bye')).toEqual({});
  });

  it('leaves out a repeat when either copy was not heard for sure', () => {
    const words = makeWords('the the cat sat').map((w, i) =>
      i === 1 ? { ...w, lowConfidence: true } : w,
    );
    expect(findRepetitions(new SpokenWords(words, []))).toEqual([]);
  });
});
