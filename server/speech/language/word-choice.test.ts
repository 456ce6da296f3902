import { describe, expect, it } from 'vitest';
import { findFillers } from '../measure/fillers';
import { makeWords } from '../test-support/make-words';
import { findHedges, findWeakWords, SpokenWords } from './word-choice';

function spoken(script: string) {
  const words = makeWords(script);
  return new SpokenWords(words, findFillers(words));
}

const texts = (list: Array<{ text: string; count: number }>) =>
  Object.fromEntries(list.map((p) => [p.text, p.count]));

describe('findHedges', () => {
  it('counts hedges with their times', () => {
    const words = makeWords('i think we should go , maybe tomorrow , or perhaps never');
    const hedges = findHedges(new SpokenWords(words, findFillers(words)));
    expect(hedges).toEqual([
      { text: 'i think', count: 1, times: [words[0]?.start] },
      { text: 'maybe', count: 1, times: [words[5]?.start] },
      { text: 'perhaps', count: 1, times: [words[8]?.start] },
    ]);
  });

  it('tells hedging "I think" from thinking about something', () => {
    expect(findHedges(spoken('the way i think about practice changed'))).toEqual([]);
    expect(findHedges(spoken('what i think is simple'))).toEqual([]);
    expect(texts(findHedges(spoken('i think i think it works')))).toEqual({ 'i think': 2 });
  });

  it('takes the longest phrase and never joins across a break', () => {
    expect(texts(findHedges(spoken('i feel like it is done')))).toEqual({ 'i feel like': 1 });
    expect(findHedges(spoken('i feel , like it is done'))).toEqual([]);
  });

  it('counts "just" as a minimiser, not in "just like" or "just in time"', () => {
    expect(texts(findHedges(spoken('i just want to say it')))).toEqual({ just: 1 });
    expect(findHedges(spoken('just like my father , just in time , a just cause'))).toEqual([]);
  });

  it('does not count again what the filler detector counted ("kind of", "I mean")', () => {
    // "kind of" is a hedge and the filler detector already counts it as a filler.
    const words = makeWords('it was kind of hard , i mean , really hard');
    const fillers = findFillers(words);
    expect(fillers.map((f) => f.word)).toEqual(['kind of', 'i mean']);
    expect(findHedges(new SpokenWords(words, fillers))).toEqual([]);
  });
});

describe('findWeakWords', () => {
  it('counts vague words and empty intensifiers', () => {
    expect(
      texts(findWeakWords(spoken('it was a really nice thing and stuff , very good'))),
    ).toEqual({ really: 1, nice: 1, thing: 1, 'and stuff': 1, very: 1, good: 1 });
  });

  it('prefers "things like that" to "things", and "a lot" to nothing', () => {
    expect(texts(findWeakWords(spoken('we did things like that a lot')))).toEqual({
      'things like that': 1,
      'a lot': 1,
    });
  });

  it('leaves greetings and the adjective "pretty" alone', () => {
    expect(findWeakWords(spoken('good evening everyone , a pretty garden'))).toEqual([]);
    expect(texts(findWeakWords(spoken('it was pretty hard')))).toEqual({ pretty: 1 });
  });

  it('skips "okay" where the filler detector counted it', () => {
    const words = makeWords('okay , let us start _1 it was okay');
    const fillers = findFillers(words);
    expect(fillers.map((f) => f.start)).toEqual([words[0]?.start]);
    expect(findWeakWords(new SpokenWords(words, fillers))).toEqual([
      { text: 'okay', count: 1, times: [words[6]?.start] },
    ]);
  });
});
