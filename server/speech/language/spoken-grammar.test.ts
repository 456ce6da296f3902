import { describe, expect, it } from 'vitest';
import { checkSpokenGrammar } from './spoken-grammar';

/** One sentence per string, as lower-case words. */
function check(...sentences: string[]) {
  const words: string[] = [];
  const ranges = sentences.map((s) => {
    const first = words.length;
    words.push(...s.split(' '));
    return { first, last: words.length - 1 };
  });
  return checkSpokenGrammar(words, ranges).map((issue) => ({
    rule: issue.rule,
    text: words.slice(issue.first, issue.last + 1).join(' '),
    suggestions: issue.suggestions,
  }));
}

describe('checkSpokenGrammar', () => {
  it('finds a modal before a past form', () => {
    expect(check('we should not even tried')).toEqual([
      { rule: 'podium:modal-past', text: 'should not even tried', suggestions: [] },
    ]);
    expect(check('he could went home')).toEqual([
      { rule: 'podium:modal-past', text: 'could went', suggestions: ['could go'] },
    ]);
    expect(check('you can saw it')[0]?.suggestions).toEqual(['can see']);
  });

  it('leaves modals with a base form, "have", or a noun sense alone', () => {
    expect(check('we should have tried', 'you could need it', 'a can opened easily')).toEqual([]);
    expect(check('it will be used', 'i might succeed', 'in may went')).toEqual([]);
  });

  it('finds a participle used as a past ("I seen it") but not after "have"', () => {
    expect(check('i seen it yesterday')).toEqual([
      {
        rule: 'podium:bare-participle',
        text: 'i seen',
        suggestions: ['i saw', 'i have seen'],
      },
    ]);
    expect(check('have you seen it', 'i have done it', "i'm done")).toEqual([]);
  });

  it('finds "they was" and "it were" inside a sentence, not the subjunctive', () => {
    expect(check('i think they was happy').map((i) => i.text)).toEqual(['they was']);
    expect(check('i know it were true')[0]?.suggestions).toEqual(['it was']);
    expect(check('if it were true', 'as it were', 'we were there')).toEqual([]);
  });

  it('finds "between you and I", "less people", double negatives', () => {
    expect(check('between you and i it works')[0]?.suggestions).toEqual(['between you and me']);
    expect(check('less people came')[0]?.suggestions).toEqual(['fewer people']);
    expect(check('much less time', 'less than five')).toEqual([]);
    expect(check("i don't know nothing")[0]?.suggestions).toEqual(["don't know anything"]);
    expect(check("we didn't have no time")[0]?.suggestions).toEqual(["didn't have any"]);
    expect(check("i can't say no")).toEqual([]);
  });

  it('finds an object pronoun as subject only where it opens a sentence', () => {
    expect(check('me and him went home').map((i) => i.rule)).toEqual([
      'podium:object-pronoun-subject',
    ]);
    expect(check('she told me and my friend')).toEqual([]);
  });

  it('finds "there is" before a plural and plural verbs after "everyone"', () => {
    expect(check('there is many reasons')[0]?.suggestions).toEqual(['there are many']);
    expect(check("there's two ways")[0]?.suggestions).toEqual(['there are two']);
    expect(check('there is one reason', 'there was a few')).toEqual([]);
    expect(check('everyone are here')[0]?.suggestions).toEqual(['everyone is']);
    expect(check('does everyone have a copy')).toEqual([]);
  });

  it('never joins words across sentences', () => {
    expect(check('i could', 'went home')).toEqual([]);
  });
});
