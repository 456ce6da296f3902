import { describe, expect, it } from 'vitest';
import type { Filler, Pause, Voice, Word } from '@common/contract/analysis';
import { fillerRatePart, measureConfidence, paceStabilityPart, pausesPart } from './confidence';

/** `n` words evenly over `seconds`, all at one recognizer confidence. */
function evenWords(n: number, seconds: number, confidence = 0.85): Word[] {
  const step = seconds / n;
  return Array.from({ length: n }, (_, i) => ({
    word: 'word',
    start: i * step,
    end: i * step + step * 0.8,
    confidence,
  }));
}
const filler = (start: number): Filler => ({
  word: 'um',
  type: 'hesitation',
  start,
  end: start + 0.3,
});
const pause = (start: number, duration = 1): Pause => ({ start, duration });
const voice = (loudnessSteadiness: number | null): Voice => ({
  pitchMedianHz: 120,
  pitchRangeSemitones: 5,
  pitchVariationSemitones: 2.5,
  monotone: false,
  loudnessMeanDbfs: -20,
  loudnessVariationDb: 2,
  loudnessSteadiness,
  voicedRatio: 0.6,
});

describe('measureConfidence', () => {
  it('is 100 for clear, fluent, evenly paced speech with a breath between sentences', () => {
    const result = measureConfidence({
      words: evenWords(140, 60),
      fillers: [],
      pauses: [10, 20, 30, 40, 50].map((t) => pause(t)),
      speakingTimeSec: 60,
      voice: voice(100),
    });
    expect(result).toEqual({
      score: 100,
      breakdown: {
        recognizer: 100,
        fillerRate: 100,
        pauses: 100,
        paceStability: 100,
        voiceSteadiness: 100,
      },
      recognizerConfidence: 0.85,
    });
  });

  it('weighs the parts 25/25/20/15/15', () => {
    const base = {
      words: evenWords(140, 60),
      fillers: [],
      pauses: [10, 20, 30, 40, 50].map((t) => pause(t)),
      speakingTimeSec: 60,
    };
    // Recognizer at 0.35 mean confidence: its part is 0, the score loses 25.
    expect(
      measureConfidence({ ...base, words: evenWords(140, 60, 0.35), voice: voice(100) }).score,
    ).toBe(75);
    // Voice steadiness 0: loses 15.
    expect(measureConfidence({ ...base, voice: voice(0) }).score).toBe(85);
  });

  it('leaves out what it cannot measure and shows it at the score', () => {
    const result = measureConfidence({
      words: evenWords(140, 60, 0.6),
      fillers: [],
      pauses: [10, 20, 30, 40, 50].map((t) => pause(t)),
      speakingTimeSec: 60,
      paceVariation: null,
    });
    // Recognizer part 50, others 100: (0.25 x 50 + 0.25 x 100 + 0.2 x 100) / 0.7 = 82.1.
    expect(result.score).toBe(82);
    expect(result.breakdown).toMatchObject({
      recognizer: 50,
      paceStability: 82,
      voiceSteadiness: 82,
    });
  });

  it('uses the pace variation it is given, else the one of its words', () => {
    const base = { words: evenWords(140, 60), fillers: [], pauses: [], speakingTimeSec: 60 };
    expect(measureConfidence({ ...base, paceVariation: 0.25 }).breakdown?.paceStability).toBe(50);
    expect(measureConfidence(base).breakdown?.paceStability).toBe(100);
  });

  it('is null without words', () => {
    expect(measureConfidence({ words: [], fillers: [], pauses: [], speakingTimeSec: 0 })).toEqual({
      score: null,
      breakdown: undefined,
      recognizerConfidence: null,
    });
  });
});

describe('fillerRatePart', () => {
  it('is 100 up to 1 filler per 100 words and 0 from 8', () => {
    expect(fillerRatePart(1, 100)).toBe(100);
    expect(fillerRatePart(4.5, 100)).toBe(50);
    expect(fillerRatePart(8, 100)).toBe(0);
    expect(fillerRatePart(30, 100)).toBe(0);
    expect(fillerRatePart(0, 0)).toBe(100);
  });
});

describe('pausesPart', () => {
  const every = (seconds: number, total: number) =>
    Array.from({ length: Math.floor(total / seconds) }, (_, i) => pause((i + 0.5) * seconds));

  it('is full for 2 to 10 rhetorical pauses a minute', () => {
    expect(pausesPart(every(30, 60), [], 60)).toBe(100);
    expect(pausesPart(every(6, 60), [], 60)).toBe(100);
  });

  it('costs for too few pauses (rushing) and for too many (choppy)', () => {
    expect(pausesPart([], [], 60)).toBe(60);
    expect(pausesPart(every(60, 60), [], 60)).toBe(80);
    expect(pausesPart(every(4, 60), [], 60)).toBe(50);
    expect(pausesPart(every(2, 60), [], 60)).toBe(0);
  });

  it('counts a pause of 3 s or more, or one a filler touches, as hesitation', () => {
    const rhetorical = every(20, 60);
    expect(pausesPart([...rhetorical, pause(55, 3)], [], 60)).toBe(75);
    // "so... um": a filler ending 0.2 s before the pause.
    const touched = [...rhetorical, pause(55.5)];
    expect(pausesPart(touched, [filler(55)], 60)).toBe(75);
    // A filler elsewhere changes nothing.
    expect(pausesPart(touched, [filler(5)], 60)).toBe(100);
  });

  it('judges a short clip as half a minute at least', () => {
    expect(pausesPart([pause(5)], [], 10)).toBe(100);
  });
});

describe('paceStabilityPart', () => {
  it('is 100 up to a variation of 0.10 and 0 from 0.40', () => {
    expect(paceStabilityPart(0.05)).toBe(100);
    expect(paceStabilityPart(0.25)).toBe(50);
    expect(paceStabilityPart(0.5)).toBe(0);
  });

  it('is measured from 15 s windows of the words when the caller gives no variation', () => {
    // 30 words in the first 15 s, 60 in the next 15 s: 120 and 240 words per minute, CV 1/3.
    const words = [
      ...evenWords(30, 15),
      ...evenWords(60, 15).map((w) => ({ ...w, start: w.start + 15, end: w.end + 15 })),
    ];
    const input = { words, fillers: [], pauses: [], speakingTimeSec: 30 };
    expect(measureConfidence(input).breakdown?.paceStability).toBe(22);
    expect(measureConfidence({ ...input, paceVariation: null }).breakdown?.paceStability).toBe(
      measureConfidence({ ...input, paceVariation: null }).score,
    );
  });
});
