import { describe, expect, it } from 'vitest';
import { spellNumber } from './spell-number';
import { spokenForm } from './spoken-form';

describe('spokenForm', () => {
  it('keeps the word without punctuation, lower case, and says it as written', () => {
    expect(spokenForm('Hello,')).toEqual({ word: 'hello', say: ['hello'] });
    expect(spokenForm('"Yes!"')).toEqual({ word: 'yes', say: ['yes'] });
    expect(spokenForm("Podium's")).toEqual({ word: "podium's", say: ["podium's"] });
  });

  it('splits hyphens for the aligner but keeps one word ("To-night" counts once)', () => {
    expect(spokenForm('To-night')).toEqual({ word: 'to-night', say: ['to', 'night'] });
  });

  it('says digits as words: 40 is one word said "forty"', () => {
    expect(spokenForm('40')).toEqual({ word: '40', say: ['forty'] });
    expect(spokenForm('1,200.')?.say).toEqual(['one', 'thousand', 'two', 'hundred']);
    expect(spokenForm('40%')?.say).toEqual(['forty', 'percent']);
    expect(spokenForm('$5')?.say).toEqual(['five', 'dollars']);
    expect(spokenForm('9:30')?.say).toEqual(['nine', 'thirty']);
    expect(spokenForm('21st')?.say).toEqual(['twenty', 'first']);
    expect(spokenForm('U.S.')?.say).toEqual(['u.s.']);
  });

  it('has nothing to say for a lone dash', () => {
    expect(spokenForm('—')).toBeNull();
    expect(spokenForm('-')).toBeNull();
  });
});

describe('spellNumber', () => {
  it('reads years in pairs and other numbers as cardinals', () => {
    expect(spellNumber('2024')).toEqual(['twenty', 'twenty', 'four']);
    expect(spellNumber('1999')).toEqual(['nineteen', 'ninety', 'nine']);
    expect(spellNumber('2005')).toEqual(['two', 'thousand', 'five']);
    expect(spellNumber('115')).toEqual(['one', 'hundred', 'fifteen']);
    expect(spellNumber('3.5')).toEqual(['three', 'point', 'five']);
    expect(spellNumber('1990s')).toEqual(['nineteen', 'nineties']);
    expect(spellNumber('12th')).toEqual(['twelfth']);
    expect(spellNumber('word')).toBeNull();
  });
});
