import { describe, expect, it } from 'vitest';
import { languageSchema } from '@common/contract/analysis';
import { findFillers } from '../measure/fillers';
import { makeWords } from '../test-support/make-words';
import { measureLanguage } from './measure-language';

describe('measureLanguage', () => {
  const words = makeWords(
    'i think the the plan is , um , really good _1 maybe we should start it was it was fun',
  );
  const fillers = findFillers(words);

  it('fills the contract with repetitions, hedges and weak words', () => {
    const { language, grammarScore } = measureLanguage({ words, fillers, grammarIssues: [] });
    expect(languageSchema.parse(language)).toEqual(language);
    expect(language.repetitions.map((p) => p.text)).toEqual(['it was', 'the']);
    expect(language.hedges.map((p) => p.text)).toEqual(['i think', 'maybe']);
    expect(language.weakWords.map((p) => p.text)).toEqual(['good', 'really']);
    expect(language.issuesPer100Words).toBe(0);
    expect(grammarScore).toBe(100);
  });

  it('scores the grammar issues it is given', () => {
    const issue = {
      start: 0,
      end: 1,
      text: 'i',
      message: 'm',
      suggestions: [],
      rule: 'podium:x',
      time: 0,
    };
    const { language, grammarScore } = measureLanguage({ words, fillers, grammarIssues: [issue] });
    expect(language.grammarIssues).toEqual([issue]);
    expect(language.issuesPer100Words).toBe(5.56);
    // 18 words count as 100: 1 issue per 100 words.
    expect(grammarScore).toBe(88);
  });

  it('has no grammar score when the grammar was not checked', () => {
    expect(measureLanguage({ words, fillers }).grammarScore).toBeNull();
    expect(measureLanguage({ words, fillers, grammarIssues: null }).grammarScore).toBeNull();
  });
});
