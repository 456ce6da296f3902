import { describe, expect, it } from 'vitest';
import { speechAnalysisSchema } from '@common/contract/analysis';
import { makeWords } from '../test-support/make-words';
import { measureSpeech } from './measure-speech';

describe('measureSpeech', () => {
  it('fills every field of the analysis from the words', () => {
    const words = makeWords('so , um , I like trees _1 they give shade , you know , in summer', {
      startSec: 2,
    });
    const analysis = measureSpeech({ words, durationSec: 10 });

    expect(speechAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.transcript).toBe('so um I like trees they give shade you know in summer');
    expect(analysis.wordCount).toBe(12);
    expect(analysis.durationSec).toBe(10);
    expect(analysis.speakingTimeSec).toBeCloseTo((words.at(-1)?.end ?? 0) - 2, 6);
    expect(analysis.fillerWordsList).toEqual({ so: 1, um: 1, 'you know': 1 });
    expect(analysis.fillerWords).toBe(3);
    expect(analysis.pauses).toBe(1);
    expect(analysis.pauseList[0]?.duration).toBe(1);
    expect(analysis.longestPauseSec).toBe(1);
    expect(analysis.grammarScore).toBeNull();
    expect(analysis.confidenceScore).toBeGreaterThan(0);
  });

  it('adds language, the confidence breakdown and the voice and grammar it is given', () => {
    const words = makeWords('i think the the plan works _1 maybe we start', { confidence: 0.85 });
    const voice = {
      pitchMedianHz: 120,
      pitchRangeSemitones: 5,
      pitchVariationSemitones: 2.5,
      monotone: false,
      loudnessMeanDbfs: -20,
      loudnessVariationDb: 1,
      loudnessSteadiness: 100,
      voicedRatio: 0.6,
    };
    const analysis = measureSpeech({ words, durationSec: 5, voice, grammarIssues: [] });

    expect(speechAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.voice).toEqual(voice);
    expect(analysis.grammarScore).toBe(100);
    expect(analysis.language?.hedges.map((h) => h.text)).toEqual(['i think', 'maybe']);
    expect(analysis.language?.repetitions.map((r) => r.text)).toEqual(['the']);
    expect(analysis.recognizerConfidence).toBe(0.85);
    expect(analysis.confidenceBreakdown).toMatchObject({ recognizer: 100, voiceSteadiness: 100 });
  });

  it('reports silence as no words, no pace and no score', () => {
    const analysis = measureSpeech({ words: [], durationSec: 3 });
    expect(analysis).toMatchObject({
      transcript: '',
      wordCount: 0,
      wordsPerMinute: null,
      speakingTimeSec: 0,
      pauses: 0,
      longestPauseSec: 0,
      confidenceScore: null,
    });
  });
});
