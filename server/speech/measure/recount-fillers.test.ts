import { describe, expect, it } from 'vitest';
import type { SpeechAnalysis, Word } from '@common/contract/analysis';
import { measureSpeech } from './measure-speech';
import { recountFillers } from './recount-fillers';

function analysed(text: string): SpeechAnalysis {
  const words: Word[] = text
    .split(' ')
    .map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3, confidence: 0.9 }));
  return measureSpeech({ words, durationSec: words.length * 0.4 + 1 });
}

describe('recountFillers', () => {
  const analysis = analysed(
    'so yeah the plan worked um and honestly the team loved it so yeah we will do it again next year with everyone',
  );

  it("counts the speaker's phrases with the built-in fillers and lowers confidence", () => {
    const recounted = recountFillers(analysis, ['so yeah', 'honestly']);
    expect(analysis.fillerWordsList).toEqual({ um: 1 });
    expect(recounted.fillerWordsList).toEqual({ 'so yeah': 2, um: 1, honestly: 1 });
    expect(recounted.fillerWords).toBe(4);
    expect(recounted.fillers.filter((f) => f.type === 'personal')).toHaveLength(3);
    expect(recounted.confidenceScore!).toBeLessThan(analysis.confidenceScore!);
  });

  it('drops phrases the speaker removed, back to the built-in count', () => {
    const once = recountFillers(analysis, ['so yeah']);
    const again = recountFillers(once, []);
    expect(again.fillerWordsList).toEqual({ um: 1 });
    expect(again.confidenceScore).toBe(analysis.confidenceScore);
  });
});
