import { describe, expect, it } from 'vitest';
import type { RecognizedWord } from './transcriber';
import { keepWrittenForm } from './written-form';

const recognized: RecognizedWord[] = [
  { word: 'the', text: 'The', start: 0, end: 0.2, confidence: 0.9, phones: 'DH AH', aligned: true },
  {
    word: 'unleash',
    text: 'unleash',
    start: 0.2,
    end: 0.6,
    confidence: 0.27,
    lowConfidence: true,
    recognizerProbability: 0.27,
  },
];

describe('keepWrittenForm', () => {
  it("puts the engine's writing and doubt back on a word kept as it was, and no engine fields", () => {
    const [the] = keepWrittenForm(recognized, [
      { word: 'the', start: 0, end: 0.2, confidence: 0.9 },
    ]);
    expect(the).toEqual({ word: 'the', start: 0, end: 0.2, confidence: 0.9, text: 'The' });
    const [unleash] = keepWrittenForm(recognized, [
      { word: 'unleash', start: 0.2, end: 0.6, confidence: 0.27 },
    ]);
    expect(unleash).toMatchObject({ text: 'unleash', lowConfidence: true });
  });

  it('keeps the writing and doubt the hesitation stage gave a word no recognized word has the time of', () => {
    const restored = keepWrittenForm(recognized, [
      { word: 'the', start: 0, end: 0.2, confidence: 0.9 },
      { word: 'um', text: 'um,', start: 0.2, end: 0.36, confidence: 0.27, lowConfidence: true },
      {
        word: 'leash',
        text: 'leash',
        start: 0.36,
        end: 0.6,
        confidence: 0.27,
        lowConfidence: true,
      },
    ]);
    expect(restored.map((w) => [w.text, w.lowConfidence ?? false])).toEqual([
      ['The', false],
      ['um,', true],
      ['leash', true],
    ]);
  });
});
