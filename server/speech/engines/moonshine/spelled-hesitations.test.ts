import { describe, expect, it } from 'vitest';
import type { HeardWord } from '@server/speech/transcriber';
import { joinSpelledHesitations } from './spelled-hesitations';

const heard = (text: string): HeardWord[] =>
  text.split(' ').map((t, i) => ({ text: t, probability: 0.9 - i * 0.01 }));
const written = (text: string) =>
  joinSpelledHesitations(heard(text))
    .map((w) => w.text)
    .join(' ');

describe('a hesitation Moonshine spelled out as letters', () => {
  it('is one hesitation where the initials spell one', () => {
    expect(written('miss it. H. M. M. I have been asked')).toBe('miss it. Hmm I have been asked');
    expect(written('a cup of tea. A.H.M.M. and let us')).toBe('a cup of tea. Hmm and let us');
    expect(written('well u. m. so')).toBe('well um so');
  });

  it('reads letters written without dots, or with commas, and the sound that opens the hum', () => {
    expect(written('changes quickly. H M M. What else?')).toBe('changes quickly. Hmm What else?');
    expect(written('smells bad and brown, age, M, M, any questions')).toBe(
      'smells bad and brown, age, Hmm, any questions',
    );
    expect(written('every dollar, A, J, M, M. that is')).toBe('every dollar, Hmm that is');
    expect(written('A.J.M.M. said so')).toBe('Hmm said so');
  });

  it('keeps a word that opens a sentence out of the hum', () => {
    expect(written('A M M. Then')).toBe('A Hmm Then');
    expect(written('so I H. M. M. yes')).toBe('so I Hmm yes');
  });

  it('is as unsure as its least sure letter, and disputed if a letter was', () => {
    const words = heard('it. H. M. M. I');
    words[2] = { ...words[2]!, disputed: true };
    expect(joinSpelledHesitations(words)).toEqual([
      { text: 'it.', probability: 0.9 },
      { text: 'Hmm', probability: 0.87, disputed: true },
      { text: 'I', probability: 0.86 },
    ]);
  });

  it('leaves initials that spell anything else, and words that are not initials', () => {
    expect(written('the U.K. and J. R. R. Tolkien')).toBe('the U.K. and J. R. R. Tolkien');
    expect(written('A.J. said hmm. Mm')).toBe('A.J. said hmm. Mm');
    expect(written('I M. Pei')).toBe('I M. Pei');
    expect(written('we drove to the E. R. at midnight')).toBe('we drove to the E. R. at midnight');
    expect(written('Plan A. M. Smith')).toBe('Plan A. M. Smith');
  });
});
