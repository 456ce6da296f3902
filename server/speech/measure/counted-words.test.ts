import { describe, expect, it } from 'vitest';
import { makeWords } from '../test-support/make-words';
import { countWords } from './counted-words';

const counted = (script: string) => countWords(makeWords(script, { written: true }));

describe('countWords', () => {
  it('counts a number said in several words as one, as its digits are', () => {
    expect(counted('It opened in nineteen thirty one.')).toBe(counted('It opened in 1931.'));
    expect(counted('It opened in nineteen thirty one.')).toBe(4);
    expect(counted('About one thousand five hundred people')).toBe(3);
    expect(counted('one hundred and fifty miles')).toBe(2);
    expect(counted('the twenty first of June')).toBe(4);
    expect(counted('twenty-five thousand people')).toBe(2);
    expect(counted('about 4 thousand listeners')).toBe(3);
  });

  it('counts the other words one by one', () => {
    expect(counted('Wait one second.')).toBe(3);
    expect(counted('One of the two rooms')).toBe(5);
    expect(counted('Bread and butter')).toBe(3);
    expect(counted('two hundred and the rest')).toBe(4);
  });

  it('ends a number where the recognizer wrote a break', () => {
    expect(counted('One, two, three, go.')).toBe(4);
    expect(counted('We sold twenty, then thirty.')).toBe(5);
  });

  it('counts nothing in nothing', () => {
    expect(countWords([])).toBe(0);
  });
});
