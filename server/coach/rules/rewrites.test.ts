import { describe, expect, it } from 'vitest';
import { syntheticAnalysis } from '../test-support/synthetic-analysis';
import { buildSpeechModel } from './speech-model';
import { computeFacts } from './facts';
import { rewriteSentence, suggestRewrites } from './rewrites';

const rewrite = (
  sentence: string,
  grammar?: Parameters<typeof syntheticAnalysis>[0]['grammar'],
) => {
  const model = buildSpeechModel(syntheticAnalysis({ sentences: [sentence], grammar }));
  const [s] = model.sentences;
  if (!s) throw new Error('no sentence');
  return rewriteSentence(s);
};

describe('rewriteSentence', () => {
  it('drops fillers and hedges, capitalises I and ends the sentence', () => {
    expect(rewrite('um i think *basically we should launch in may')).toEqual({
      original: 'um i think basically we should launch in may',
      improved: 'We should launch in may.',
      explanation:
        'Dropped the fillers "um" and "basically"; removed "i think" so the point stands on its own.',
      time: 0.4,
    });
  });

  it('applies the grammar suggestion in place', () => {
    expect(
      rewrite('yesterday she go to the office early', [
        { find: 'she go', message: 'Agreement.', suggestion: 'she went' },
      ])?.improved,
    ).toBe('Yesterday she went to the office early.');
  });

  it('swaps a vague intensifier for one precise word and cuts a stutter', () => {
    const r = rewrite('this is a very important point for the the whole team');
    expect(r?.improved).toBe('This is an essential point for the whole team.');
    expect(r?.explanation).toMatch(/replaced "very important" with "essential"/);
    expect(r?.explanation).toMatch(/cut the repeated words/i);
  });

  it('ends a question with a question mark', () => {
    expect(rewrite('um have you ever wondered why cities grow')?.improved).toBe(
      'Have you ever wondered why cities grow?',
    );
  });

  it('splits a run-on only where a new clause starts', () => {
    const r = rewrite(
      'we watched videos and practised every evening and it slowly got better and so we invited friends and they loved it',
    );
    expect(r?.improved).toBe(
      'We watched videos and practised every evening and it slowly got better. We invited friends and they loved it.',
    );
  });

  it('leaves a clean sentence alone', () => {
    expect(rewrite('our library lends laptops to anyone with a card')).toBeUndefined();
  });
});

describe('suggestRewrites on words heard for sure', () => {
  it('leaves out a sentence with a word the recognizer was unsure of', () => {
    const analysis = syntheticAnalysis({
      sentences: [
        'um i think *basically we should launch in may',
        'this is a very important point for the the whole team',
      ],
    });
    expect(suggestRewrites(computeFacts(analysis))).toHaveLength(2);
    const unsure = analysis.words.findIndex((w) => w.word === 'launch');
    analysis.words[unsure] = { ...analysis.words[unsure]!, lowConfidence: true };
    const rewrites = suggestRewrites(computeFacts(analysis));
    expect(rewrites).toHaveLength(1);
    expect(rewrites[0]?.original).toMatch(/very important/);
  });
});
