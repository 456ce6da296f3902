import { describe, expect, it } from 'vitest';
import type { HeardWord } from '@server/speech/transcriber';
import { borrowPunctuation, lostItsPunctuation } from './borrow-punctuation';

const words = (text: string, probability = 0.9): HeardWord[] =>
  text.split(' ').map((t) => ({ text: t, probability }));
const texts = (ws: readonly HeardWord[]) => ws.map((w) => w.text).join(' ');

describe('lostItsPunctuation', () => {
  it('holds for a pronoun I in lower case, alone or in a contraction', () => {
    expect(lostItsPunctuation(words('She said i was wrong.'))).toBe(true);
    expect(lostItsPunctuation(words("Then i'm gone."))).toBe(true);
    expect(lostItsPunctuation(words('She said I was wrong.'))).toBe(false);
  });

  it('holds for 30 words in a row without punctuation, not for 29', () => {
    const run = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(lostItsPunctuation(words(`Start, ${run(30)} end.`))).toBe(true);
    expect(lostItsPunctuation(words(`Start, ${run(29)} end. ${run(29)}`))).toBe(false);
  });

  it('counts a comma or a stop before a closing quote as punctuation', () => {
    const run = Array.from({ length: 20 }, () => 'word').join(' ');
    expect(lostItsPunctuation(words(`${run} "term." ${run}`))).toBe(false);
  });
});

describe('borrowPunctuation', () => {
  it("takes the styled reading's case and punctuation where the words are the same", () => {
    const beam = words('The next day she showed i was wrong i felt like the floor');
    const greedy = words('The next day she showed I was wrong. I felt like the floor');
    expect(texts(borrowPunctuation(beam, greedy))).toBe(
      'The next day she showed I was wrong. I felt like the floor',
    );
  });

  it('keeps its own words, count and probabilities where the readings differ', () => {
    const beam = [...words('she came', 0.8), ...words('back', 0.4), ...words('with i think', 0.7)];
    const greedy = words('She came, bank. With, I think');
    const out = borrowPunctuation(beam, greedy);
    expect(texts(out)).toBe('She came, back With, I think');
    expect(out.map((w) => w.probability)).toEqual([0.8, 0.8, 0.4, 0.7, 0.7, 0.7]);
  });

  it('capitalises a word of its own that starts a sentence, and the pronoun I', () => {
    const beam = words('it was late we left early');
    expect(texts(borrowPunctuation(beam, words('It was late. They left early.')))).toBe(
      'It was late. We left early.',
    );
    expect(texts(borrowPunctuation(words('so i said no'), words('So he said no.')))).toBe(
      'So I said no.',
    );
  });

  it('does not take a spelling that differs in more than case and punctuation', () => {
    // The letters match ("tonight"), the word as written does not: the beam's spelling stands.
    const beam = words('see you to-night');
    const greedy = words('See you tonight.');
    expect(texts(borrowPunctuation(beam, greedy))).toBe('See you to-night');
  });

  it('writes the pronoun I with its capital where the styled reading lost its punctuation too', () => {
    const beam = words('in my fifth year i was tired');
    expect(texts(borrowPunctuation(beam, beam))).toBe('in my fifth year I was tired');
  });

  it('drops words only the styled reading has', () => {
    expect(texts(borrowPunctuation(words('we left'), words('So, we left.')))).toBe('we left.');
  });
});
