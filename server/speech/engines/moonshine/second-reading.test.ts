import { describe, expect, it, vi } from 'vitest';
import type { HeardWord } from '@server/speech/transcriber';
import { type LengthJudge, combineReadings, meanLogProbability } from './second-reading';

const words = (text: string, probability: number): HeardWord[] =>
  text.split(' ').map((t) => ({ text: t, probability }));
const texts = (ws: readonly HeardWord[]) => ws.map((w) => w.text).join(' ');

describe('meanLogProbability', () => {
  it('is the mean natural log of the probabilities, 0 for no words', () => {
    expect(meanLogProbability(words('a b', Math.E ** -0.5))).toBeCloseTo(-0.5);
    expect(meanLogProbability([])).toBe(0);
  });

  it('floors a probability of 0 rather than going to minus infinity', () => {
    expect(Number.isFinite(meanLogProbability(words('a', 0)))).toBe(true);
  });
});

describe('combineReadings', () => {
  it('takes the second reading of a stretch the engine was much surer of', () => {
    const first = [...words('our', 0.9), ...words('how about you', 0.3), ...words('is less', 0.9)];
    const second = [...words('our', 0.9), ...words('whole budget', 0.8), ...words('is less', 0.9)];
    expect(texts(combineReadings(first, second, 0.2))).toBe('our whole budget is less');
  });

  it('keeps the first where the second is not surer by the margin', () => {
    const first = [...words('the', 0.9), ...words('pool', 0.6)];
    const second = [...words('the', 0.9), ...words('pill', 0.7)];
    expect(texts(combineReadings(first, second, 0.2))).toBe('the pool');
    expect(texts(combineReadings(first, second, 0))).toBe('the pill');
  });

  it('matches words by their letters, not their capitals or punctuation, and keeps the first', () => {
    const first = words('Hello, there.', 0.5);
    const combined = combineReadings(first, words('hello there', 0.99), 0.2);
    expect(texts(combined)).toBe('Hello, there.');
  });

  it('does not take words only one reading has', () => {
    const first = words('we broadcast six hours', 0.4);
    expect(texts(combineReadings(first, words('we broadcast six long hours', 0.99), 0))).toBe(
      'we broadcast six hours',
    );
    expect(texts(combineReadings(first, words('we six hours', 0.99), 0))).toBe(
      'we broadcast six hours',
    );
  });

  it('marks every word of a stretch the readings differ on disputed, whichever is kept', () => {
    const disputed = (ws: readonly HeardWord[]) => ws.filter((w) => w.disputed).map((w) => w.text);
    const first = [...words('the', 0.9), ...words('pool', 0.6), ...words('is open', 0.9)];
    const second = [...words('the', 0.9), ...words('pill', 0.7), ...words('is open', 0.9)];
    expect(disputed(combineReadings(first, second, 0.2))).toEqual(['pool']);
    expect(disputed(combineReadings(first, second, 0))).toEqual(['pill']);
    const longer = [...words('the long', 0.9), ...words('pool is open', 0.9)];
    expect(disputed(combineReadings(longer, words('the pool is open', 0.9), 0.2))).toEqual([
      'long',
    ]);
    expect(disputed(combineReadings(first, first, 0.2))).toEqual([]);
  });

  it('takes a replaced stretch whole, the words around it kept', () => {
    const first = [...words('a', 0.9), ...words('place in the', 0.2), ...words('old', 0.9)];
    const second = [...words('a', 0.9), ...words('replacing', 0.9), ...words('old', 0.9)];
    expect(texts(combineReadings(first, second, 0.2))).toBe('a replacing old');
  });

  describe('two readings of different lengths', () => {
    // "let us" by the mean (-0.57 against -0.69), "letters" by the sum (-1.14 against -0.69).
    const first = [
      ...words('the', 0.9),
      ...words('let', 0.8),
      ...words('us', 0.4),
      ...words('from', 0.9),
    ];
    const second = [...words('the', 0.9), ...words('letters', 0.5), ...words('from', 0.9)];

    it("keeps the mean's choice without a judge, or where the judge says no", () => {
      expect(texts(combineReadings(first, second, 0.2))).toBe('the let us from');
      expect(texts(combineReadings(first, second, 0.2, () => false))).toBe('the let us from');
    });

    it("takes the sum's choice where the judge agrees, with the words around it", () => {
      const asked: string[][] = [];
      const judge: LengthJudge = ({ taken, other, before, after }) => {
        asked.push([texts(before), texts(taken), texts(other), texts(after)]);
        return true;
      };
      const combined = combineReadings(first, second, 0.2, judge);
      expect(texts(combined)).toBe('the letters from');
      expect(combined[1]).toMatchObject({ text: 'letters', disputed: true });
      expect(asked).toEqual([['the', 'letters', 'let us', 'from']]);
    });

    it('asks nothing where the sum and the mean agree or the lengths are the same', () => {
      const judge = vi.fn(() => true);
      const surer = [...words('the', 0.9), ...words('letters', 0.95), ...words('from', 0.9)];
      expect(texts(combineReadings(first, surer, 0.2, judge))).toBe('the letters from');
      const same = [
        ...words('the', 0.9),
        ...words('lit', 0.5),
        ...words('up', 0.5),
        ...words('from', 0.9),
      ];
      combineReadings(first, same, 0.2, judge);
      expect(judge).not.toHaveBeenCalled();
    });
  });
});
