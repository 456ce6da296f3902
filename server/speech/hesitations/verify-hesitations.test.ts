import os from 'node:os';
import { describe, expect, it } from 'vitest';
import type { RecognizedWord } from '../transcriber';
import type { DoubtfulCandidate } from './restore-aligned';
import type { ScoreTexts } from './verify-hesitations';
import {
  MIN_HESITATION_GAIN,
  verdictFromScores,
  verificationTexts,
  verifyHesitations,
} from './verify-hesitations';

const RATE = 16_000;
const word = (text: string, start: number, end: number): RecognizedWord => ({
  word: text.toLowerCase().replace(/[^a-z']/g, ''),
  text,
  start,
  end,
  confidence: 0.9,
  aligned: true,
});
// "Well, I think that the plan works. Then we go home now, really." one word every 0.4 s.
const words = 'Well, I think that the plan works. Then we go home now, really.'
  .split(' ')
  .map((t, i) => word(t, 1 + i * 0.4, 1.3 + i * 0.4));
const candidate = (start: number, end: number, wordIndices: number[] = []): DoubtfulCandidate => ({
  start,
  end,
  sources: wordIndices.length > 0 ? ['lookalike'] : ['gap'],
  wordIndices,
  probability: wordIndices.length > 0 ? 0.3 : 1,
  nasalHint: false,
  punctuated: false,
});

describe('verificationTexts', () => {
  it('asks about four words each side, with um and uh in a gap between two words', () => {
    // Between "the" (ends 2.9) and "plan" (starts 3.0).
    const asked = verificationTexts(candidate(2.9, 3.0), words);
    expect(asked?.texts).toEqual([
      'I think that the plan works. Then we',
      'I think that the um, plan works. Then we',
      'I think that the uh, plan works. Then we',
    ]);
    expect(asked?.from).toBeCloseTo(1.2);
    expect(asked?.to).toBeCloseTo(4.7);
  });

  it('says a look-alike as the hesitation, with its punctuation, capitalised after a full stop', () => {
    // "Then" (index 7), right after "works.".
    const asked = verificationTexts(candidate(3.8, 4.1, [7]), words);
    expect(asked?.texts).toEqual([
      'that the plan works. Then we go home now,',
      'that the plan works. Um, we go home now,',
      'that the plan works. Uh, we go home now,',
    ]);
    const comma = verificationTexts(candidate(5.4, 5.7, [11]), words);
    expect(comma?.texts[1]).toBe('Then we go home um, really.');
  });

  it('asks nothing with no words to give context', () => {
    expect(verificationTexts(candidate(0.2, 0.5), [])).toBeUndefined();
  });
});

describe('verdictFromScores', () => {
  it('hears a hesitation when the text with one costs at most the allowed nats', () => {
    expect(verdictFromScores([-20, -22, -24])).toBe('um');
    expect(verdictFromScores([-20, -26, -23])).toBe('uh');
    expect(verdictFromScores([-20, -20 + MIN_HESITATION_GAIN, -40])).toBe('um');
    expect(verdictFromScores([-20, -20 + MIN_HESITATION_GAIN - 0.1, -40])).toBeUndefined();
  });

  it('hears none from missing or broken scores', () => {
    expect(verdictFromScores([])).toBeUndefined();
    expect(verdictFromScores([-20, Number.NaN, Number.NaN])).toBeUndefined();
  });
});

describe('verifyHesitations', () => {
  it('scores each candidate on the audio around it and keeps those the decoder hears', async () => {
    const samples = new Int16Array(7 * RATE);
    const asked: Array<{ length: number; texts: readonly string[] }> = [];
    // The decoder finds "um" likely only in the gap before "plan".
    const score: ScoreTexts = async (segment, texts) => {
      asked.push({ length: segment.samples.length, texts });
      return texts[1]?.includes('um, plan') ? [-30, -32, -40] : [-30, -45, -44];
    };
    const found = await verifyHesitations(
      [candidate(2.9, 3.0), candidate(4.5, 4.6)],
      words,
      { samples, sampleRate: RATE },
      score,
    );
    expect(found.map((f) => [f.start, f.verdict])).toEqual([[2.9, 'um']]);
    expect(asked).toHaveLength(2);
    // 1.2-4.7 s of audio for the first.
    expect(asked[0]?.length).toBe(Math.round(4.7 * RATE) - Math.round(1.2 * RATE));
  });

  it('asks no more at once than there are cores, and each ask has its own stop signal', async () => {
    const samples = new Int16Array(7 * RATE);
    let running = 0;
    let most = 0;
    const signals = new Set<AbortSignal | undefined>();
    const score: ScoreTexts = async (_segment, _texts, options) => {
      signals.add(options?.signal);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return [-30, -45, -44];
    };
    const many = Array.from({ length: os.availableParallelism() + 12 }, (_, i) =>
      candidate(1 + (i % 12) * 0.4, 1.05 + (i % 12) * 0.4),
    );
    const caller = new AbortController();
    const found = await verifyHesitations(many, words, { samples, sampleRate: RATE }, score, {
      signal: caller.signal,
    });
    expect(found).toEqual([]);
    expect(most).toBe(os.availableParallelism());
    // Not the caller's signal: a long speech's candidates would pile listeners on it.
    expect(signals.has(caller.signal)).toBe(false);
    expect(signals.has(undefined)).toBe(false);
  });
});
