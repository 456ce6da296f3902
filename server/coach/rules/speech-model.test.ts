import { describe, expect, it } from 'vitest';
import { syntheticAnalysis } from '../test-support/synthetic-analysis';
import { buildSpeechModel } from './speech-model';

describe('buildSpeechModel', () => {
  it('cuts sentences at pauses, since the transcript has no punctuation', () => {
    const analysis = syntheticAnalysis({
      sentences: ['we grew fast last year', 'then the market turned against us'],
      sentencePauseSec: 0.8,
    });
    const { sentences } = buildSpeechModel(analysis);
    expect(sentences.map((s) => s.text)).toEqual([
      'we grew fast last year',
      'then the market turned against us',
    ]);
    expect(sentences[0]?.pauseAfter).toBeCloseTo(0.8, 1);
  });

  it('keeps a breath before a filler inside the sentence', () => {
    const analysis = syntheticAnalysis({ sentences: ['it was um a long winter for all of us'] });
    const { sentences, tokens } = buildSpeechModel(analysis);
    expect(sentences).toHaveLength(1);
    expect(tokens.filter((t) => t.filler).map((t) => t.text)).toEqual(['um']);
    expect(sentences[0]?.fillerCount).toBe(1);
  });

  it('marks multi-word fillers, hedges and repeated words', () => {
    const analysis = syntheticAnalysis({
      sentences: ['i think the the plan is *you_know quite good'],
    });
    const { tokens, sentences } = buildSpeechModel(analysis);
    const marked = (flag: 'filler' | 'hedge' | 'repeat') =>
      tokens.filter((t) => t[flag]).map((t) => t.text);
    expect(marked('filler')).toEqual(['you', 'know']);
    expect(marked('hedge')).toEqual(['i', 'think']);
    expect(marked('repeat')).toEqual(['the']);
    expect(sentences[0]).toMatchObject({ hedgeCount: 1, repeatCount: 1, fillerCount: 1 });
  });

  it('places each word at its offset in the transcript and files grammar issues by sentence', () => {
    const analysis = syntheticAnalysis({
      sentences: ['he go to school every day', 'we was late again'],
      grammar: [
        { find: 'he go', message: 'Agreement.', suggestion: 'he goes' },
        { find: 'we was', message: 'Agreement.', suggestion: 'we were' },
      ],
    });
    const { tokens, sentences } = buildSpeechModel(analysis);
    for (const t of tokens) {
      expect(analysis.transcript.slice(t.charStart, t.charEnd)).toBe(t.text);
    }
    expect(sentences.map((s) => s.grammarIssues.map((i) => i.text))).toEqual([
      ['he go'],
      ['we was'],
    ]);
  });

  it('splits a long stretch without pauses at its widest gap and flags run-ons', () => {
    const long = Array.from({ length: 8 }, (_, i) => `and then part ${i} went on`).join(' ');
    const analysis = syntheticAnalysis({ sentences: [long] });
    const { sentences } = buildSpeechModel(analysis);
    expect(sentences.length).toBeGreaterThan(1);
    expect(sentences.every((s) => s.wordCount <= 45)).toBe(true);
    expect(sentences.some((s) => s.runOn)).toBe(true);
  });
});
