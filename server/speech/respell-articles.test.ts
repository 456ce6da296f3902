import { describe, expect, it } from 'vitest';
import { ARTICLE_THRESHOLD, respellArticles } from './respell-articles';
import type { RecognizedWord } from './transcriber';

const word = (text: string, start: number, phones?: string): RecognizedWord => ({
  word: text.toLowerCase().replace(/[^a-z']/g, ''),
  text,
  start,
  end: start + 0.2,
  confidence: 0.9,
  ...(phones && { phones }),
});

/** One track over 0-4 s, frames every 0.25 s (centres 0.125, 0.375 ...), every frame `score`. */
const track = (score: number, at?: { frame: number; value: number }) => {
  const articles = Array.from({ length: 16 }, () => score);
  if (at) articles[at.frame] = at.value;
  return [{ start: 0, end: 4, scores: articles.map(() => 0), articles }];
};

describe('respellArticles', () => {
  const said = [word('The', 0.1, 'DH AH'), word('cat', 0.35, 'K AE T'), word('sat.', 0.6)];
  const low = ARTICLE_THRESHOLD - 1;

  it('writes "a" for a "the" whose first frame scores as an "a"', () => {
    const out = respellArticles(said, track(low));
    expect(out.map((w) => w.text)).toEqual(['A', 'cat', 'sat.']);
    expect(out[0]).toMatchObject({ word: 'a', phones: 'AH', start: 0.1, end: said[0]!.end });
  });

  it('keeps "the" when its first frame scores as "the"', () => {
    expect(respellArticles(said, track(ARTICLE_THRESHOLD + 0.5))).toEqual(said);
  });

  it('reads the frame at the word start, not the ones after it', () => {
    // "The" starts at 0.1: its first frame is the one centred at 0.125 (frame 0).
    expect(respellArticles(said, track(2, { frame: 0, value: low }))[0]?.word).toBe('a');
    expect(respellArticles(said, track(low, { frame: 0, value: 2 }))[0]?.word).toBe('the');
  });

  it('keeps "the" before a vowel, where "a" would be "an"', () => {
    const beforeVowel = [word('the', 0.1, 'DH IY'), word('apple', 0.35, 'AE P AH L')];
    expect(respellArticles(beforeVowel, track(low))[0]?.word).toBe('the');
    const unaligned = [word('the', 0.1), word('owl', 0.35)];
    expect(respellArticles(unaligned, track(low))[0]?.word).toBe('the');
  });

  it('keeps a "the" run on from a word whose end its "th" merges into', () => {
    const at = [word('at', 0.0, 'AE T'), word('the', 0.1, 'DH AH'), word('boat', 0.35, 'B OW T')];
    expect(respellArticles(at, track(low))[1]?.word).toBe('the');
    const unaligned = [word('in', 0.0), word('the', 0.1), word('box', 0.35)];
    expect(respellArticles(unaligned, track(low))[1]?.word).toBe('the');
    // A pause (a comma) between them, or a word ending otherwise, leaves the "th" its own frame.
    const paused = [word('first,', 0.0, 'F ER S T'), ...at.slice(1)];
    expect(respellArticles(paused, track(low))[1]?.word).toBe('a');
    const from = [word('from', 0.0, 'F R AH M'), ...at.slice(1)];
    expect(respellArticles(from, track(low))[1]?.word).toBe('a');
  });

  it('keeps punctuation and lower case as written', () => {
    const words = [word('of', 0.0), word('the', 0.1), word('"box"', 0.35, 'B AA K S')];
    expect(respellArticles(words, track(low)).map((w) => w.text)).toEqual(['of', 'a', '"box"']);
    const quoted = [word('of', 0.0), word('"The', 0.1), word('box"', 0.35, 'B AA K S')];
    expect(respellArticles(quoted, track(low))[1]).toMatchObject({ word: 'a', text: '"A' });
  });

  it('changes nothing without article scores, at the end, or where the time is a guess', () => {
    const plain = [{ start: 0, end: 4, scores: new Array<number>(16).fill(0) }];
    expect(respellArticles(said, plain)).toEqual(said);
    const last = [word('of', 0.0), word('the', 0.1)];
    expect(respellArticles(last, track(low))[1]?.word).toBe('the');
    const guessed = [{ ...said[0]!, aligned: false }, ...said.slice(1)];
    expect(respellArticles(guessed, track(low))[0]?.word).toBe('the');
  });
});
