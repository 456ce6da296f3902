import { describe, expect, it } from 'vitest';
import { syntheticAnalysis } from '../test-support/synthetic-analysis';
import { ruleCorrections } from './rule-corrections';

describe('rule corrections', () => {
  const analysis = () =>
    syntheticAnalysis({
      sentences: ['i think this is a very important point for the whole team'],
    });

  it('corrects hedges and vague pairs', () => {
    expect(ruleCorrections(analysis()).map((c) => c.original)).toEqual([
      'i think',
      'very important',
    ]);
  });

  it('leaves out a correction of words not heard for sure', () => {
    const unsure = analysis();
    unsure.words = unsure.words.map((w) =>
      w.word === 'important' ? { ...w, lowConfidence: true } : w,
    );
    expect(ruleCorrections(unsure).map((c) => c.original)).toEqual(['i think']);
  });
});
