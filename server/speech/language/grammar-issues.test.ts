import { describe, expect, it } from 'vitest';
import { makeWords } from '../test-support/make-words';
import type { CheckerLint } from './grammar-issues';
import {
  grammarScore,
  harperIssues,
  issuesPer100Words,
  mergeIssues,
  toGrammarIssues,
} from './grammar-issues';
import { presentTranscript } from './present-transcript';

const words = makeWords('their going to the store _1 they was happy', { startSec: 2 });
const presented = presentTranscript(words); // "Their going to the store. They was happy."
const transcript = words.map((w) => w.word).join(' ');

const lint = (over: Partial<CheckerLint> & Pick<CheckerLint, 'start' | 'end'>): CheckerLint => ({
  rule: 'PronounInflectionBe',
  kind: 'Agreement',
  message: 'Make the verb agree with its subject.',
  suggestions: ['were'],
  ...over,
});

describe('harperIssues', () => {
  it('keeps grammar findings and maps them to words', () => {
    // "was" sits at 31-34 in the presented text.
    expect(harperIssues([lint({ start: 31, end: 34 })], presented)).toEqual([
      {
        first: 6,
        last: 6,
        rule: 'harper:PronounInflectionBe',
        message: 'Make the verb agree with its subject.',
        suggestions: ['were'],
      },
    ]);
  });

  it('drops fixes that sound like what was said: the recognizer chose the spelling', () => {
    const theirs = lint({
      rule: 'TheirToTheyre',
      kind: 'Grammar',
      start: 0,
      end: 5,
      suggestions: ["They're"],
    });
    expect(harperIssues([theirs], presented)).toEqual([]);
  });

  it('drops kinds about writing and rules Podium counts elsewhere', () => {
    const dropped = [
      lint({ kind: 'Capitalization', rule: 'SentenceCapitalization', start: 0, end: 5 }),
      lint({ kind: 'Spelling', rule: 'SpellCheck', start: 6, end: 11 }),
      lint({ kind: 'Repetition', rule: 'RepeatedWords', start: 12, end: 18 }),
      lint({ kind: 'Style', rule: 'Hedging', start: 12, end: 18 }),
      lint({ kind: 'Agreement', rule: 'Hedging', start: 12, end: 18 }),
    ];
    expect(harperIssues(dropped, presented)).toEqual([]);
  });

  it('drops findings on punctuation the presentation added', () => {
    expect(harperIssues([lint({ start: 24, end: 26 })], presented)).toEqual([]);
  });
});

describe('mergeIssues', () => {
  const issue = (first: number, last: number, rule: string) => ({
    first,
    last,
    rule,
    message: '',
    suggestions: [],
  });

  it('keeps the first of two findings on the same words, in word order', () => {
    const merged = mergeIssues([
      issue(6, 6, 'harper:A'),
      issue(0, 1, 'harper:B'),
      issue(5, 6, 'podium:c'),
    ]);
    expect(merged.map((i) => i.rule)).toEqual(['harper:B', 'harper:A']);
  });
});

describe('toGrammarIssues', () => {
  it('gives transcript offsets, the words, the time of the first word, lower-case fixes', () => {
    const [issue] = toGrammarIssues(
      [{ first: 5, last: 6, rule: 'podium:was-were', message: 'm', suggestions: ['They were'] }],
      words,
      presented,
      transcript,
    );
    expect(issue).toEqual({
      start: 25,
      end: 33,
      text: 'they was',
      message: 'm',
      suggestions: ['they were'],
      rule: 'podium:was-were',
      time: words[5]?.start,
    });
    expect(transcript.slice(25, 33)).toBe('they was');
  });

  it('keeps "I" capitalised in fixes', () => {
    const [issue] = toGrammarIssues(
      [{ first: 0, last: 0, rule: 'x', message: 'm', suggestions: ["I'm", 'I am'] }],
      words,
      presented,
      transcript,
    );
    expect(issue?.suggestions).toEqual(["I'm", 'I am']);
  });
});

describe('grammarScore', () => {
  it('is 100 - 12 x issues per 100 words, clamped', () => {
    expect(grammarScore(0, 300)).toBe(100);
    expect(grammarScore(3, 300)).toBe(88);
    expect(grammarScore(6, 200)).toBe(64);
    expect(grammarScore(50, 200)).toBe(0);
  });

  it('counts at least 100 words, so one slip in a short clip is not a fail', () => {
    expect(grammarScore(1, 20)).toBe(88);
  });

  it('is null without words', () => {
    expect(grammarScore(0, 0)).toBeNull();
  });

  it('pairs with the spec bands: Excellent to 0.8 issues per 100 words, Good to 2.5', () => {
    expect(grammarScore(8, 1000)).toBeGreaterThanOrEqual(90);
    expect(grammarScore(9, 1000)).toBeLessThan(90);
    expect(grammarScore(25, 1000)).toBe(70);
  });
});

describe('issuesPer100Words', () => {
  it('is the plain rate, two decimals', () => {
    expect(issuesPer100Words(1, 3)).toBe(33.33);
    expect(issuesPer100Words(0, 0)).toBe(0);
  });
});
