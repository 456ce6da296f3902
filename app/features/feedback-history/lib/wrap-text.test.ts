import { describe, expect, it } from 'vitest';
import { clampLines } from './wrap-text';

/** Every character 1 unit wide. */
const measure = (text: string) => text.length;

describe('clampLines', () => {
  it('breaks between words to fit the width', () => {
    expect(clampLines('the quick brown fox jumps', 10, 5, '', measure)).toEqual([
      'the quick',
      'brown fox',
      'jumps',
    ]);
  });

  it('ends the last line with … when text is left over, never mid-word', () => {
    const lines = clampLines('the quick brown fox jumps over the lazy dog', 10, 2, '', measure);
    expect(lines).toEqual(['the quick', 'brown fox…']);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
  });

  it('adds no … when everything fits', () => {
    expect(clampLines('short tip', 20, 2, '', measure)).toEqual(['short tip']);
    expect(clampLines('exactly ten', 11, 1, '', measure)).toEqual(['exactly ten']);
    expect(clampLines('one two three', 9, 1, '', measure)).toEqual(['one two…']);
  });

  it('breaks a word wider than a line', () => {
    expect(clampLines('abcdefghijkl', 5, 3, '', measure)).toEqual(['abcde', 'fghij', 'kl']);
    expect(clampLines('abcdefghijklmnop', 5, 2, '', measure)).toEqual(['abcde', 'fghi…']);
  });
});
