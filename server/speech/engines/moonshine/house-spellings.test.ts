import { describe, expect, it } from 'vitest';
import type { HeardWord } from '@server/speech/transcriber';
import { writeHouseSpellings } from './house-spellings';

const heard = (text: string): HeardWord[] =>
  text.split(' ').map((t) => ({ text: t, probability: 0.8 }));
const written = (text: string) =>
  writeHouseSpellings(heard(text))
    .map((w) => w.text)
    .join(' ');

describe("the transcript in the filler list's spellings", () => {
  it('writes OK as okay, capitalised only where a sentence opens', () => {
    expect(written('OK, so we started.')).toBe('Okay, so we started.');
    expect(written('and it was OK. OK? Yes')).toBe('and it was okay. Okay? Yes');
    expect(written('Ok then, ok')).toBe('Okay then, okay');
  });

  it('writes a drawn-out hesitation as Podium writes it, marks and capital kept', () => {
    expect(written('Umm, I think uhh it hmmm, Mm.')).toBe('Um, I think uh it hmm, Hmm.');
    expect(written('so, Ummm, the')).toBe('so, Um, the');
  });

  it('leaves other words, and hesitations outside the four, as written', () => {
    expect(written('Um, the oak token, erm, ah, books')).toBe('Um, the oak token, erm, ah, books');
    const words = heard('Umm,');
    words[0] = { ...words[0]!, disputed: true };
    expect(writeHouseSpellings(words)).toEqual([{ text: 'Um,', probability: 0.8, disputed: true }]);
  });
});
