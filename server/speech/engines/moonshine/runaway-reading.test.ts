import { describe, expect, it } from 'vitest';
import type { HeardWord } from '@server/speech/transcriber';
import { MIN_PART_SEC, type ReadSamples, readAfterRunaway, runawayCut } from './runaway-reading';

const RATE = 16_000;

/** A steady tone, with quieter stretches [start, end, amplitude] in seconds. */
function toneWith(lengthSec: number, quiet: ReadonlyArray<[number, number, number]> = []) {
  const samples = new Int16Array(Math.round(lengthSec * RATE));
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE;
    const stretch = quiet.find(([start, end]) => t >= start && t < end);
    samples[i] = Math.round((stretch?.[2] ?? 8000) * Math.sin(2 * Math.PI * 150 * t));
  }
  return samples;
}

describe('runawayCut', () => {
  it('cuts in the middle of the quietest pause', () => {
    const samples = toneWith(20, [
      [6, 6.4, 0],
      [13, 13.3, 300],
    ]);
    expect((runawayCut(samples, RATE) ?? 0) / RATE).toBeCloseTo(6.2, 1);
  });

  it('takes the pause nearest the middle among equally quiet ones', () => {
    const samples = toneWith(20, [
      [4, 4.4, 0],
      [9, 9.4, 0],
      [16, 16.4, 0],
    ]);
    expect((runawayCut(samples, RATE) ?? 0) / RATE).toBeCloseTo(9.2, 1);
  });

  it('leaves enough speech on each side, even where a quieter moment lies nearer an end', () => {
    const samples = toneWith(12, [
      [1, 1.5, 0],
      [7, 7.3, 1000],
    ]);
    const cut = (runawayCut(samples, RATE) ?? 0) / RATE;
    expect(cut).toBeCloseTo(7.15, 1);
    expect(cut).toBeGreaterThanOrEqual(MIN_PART_SEC);
  });

  it('cuts without a pause too: the parts are read again either way', () => {
    const cut = runawayCut(toneWith(10), RATE) ?? 0;
    expect(cut / RATE).toBeGreaterThanOrEqual(MIN_PART_SEC);
    expect(cut / RATE).toBeLessThanOrEqual(10 - MIN_PART_SEC);
  });

  it('does not cut a stretch too short for two parts', () => {
    expect(runawayCut(toneWith(2 * MIN_PART_SEC - 0.1), RATE)).toBeUndefined();
    expect(runawayCut(new Int16Array(0), RATE)).toBeUndefined();
  });
});

describe('readAfterRunaway', () => {
  /** Words naming where the samples were read from, in seconds: "0-20". */
  const wordsFor = (samples: Int16Array, whole: Int16Array): HeardWord[] => {
    const from = (samples.byteOffset - whole.byteOffset) / 2 / RATE;
    const to = from + samples.length / RATE;
    return [{ text: `${from.toFixed(1)}-${to.toFixed(1)}`, probability: 0.9 }];
  };
  /** The first reading, which ran away. */
  const looped: HeardWord[] = [{ text: '14,000,000,000', probability: 0.99 }];
  /** A reader that runs away on samples longer than `loopsOverSec` (at any weight, or only fused). */
  const reader = (whole: Int16Array, loopsOverSec: number, onlyFused = false) => {
    const calls: string[] = [];
    const read: ReadSamples = (samples, lmWeight) => {
      const words = wordsFor(samples, whole);
      calls.push(`${words[0]?.text} @${lmWeight}`);
      const long = samples.length / RATE > loopsOverSec;
      return Promise.resolve({ words, hitLimit: long && (!onlyFused || lmWeight > 0) });
    };
    return { read, calls };
  };

  it('reads the samples again without the language model, and keeps that reading when it ends', async () => {
    const whole = toneWith(20, [[9.8, 10.2, 0]]);
    const { read, calls } = reader(whole, 5, true);
    const words = await readAfterRunaway(whole, RATE, 0.2, read, looped);
    expect(words.map((w) => w.text)).toEqual(['0.0-20.0']);
    expect(calls).toEqual(['0.0-20.0 @0']);
  });

  it('reads two parts cut at the quietest moment when that runs away too, and a part again', async () => {
    const whole = toneWith(20, [
      [9.8, 10.2, 0],
      [4.8, 5.2, 0],
    ]);
    const { read, calls } = reader(whole, 8);
    const words = await readAfterRunaway(whole, RATE, 0.2, read, looped);
    // The first half (10 s) runs away again and is cut at 5 s; the second half has no quiet
    // moment but is cut anyway, its parts read.
    expect(words.map((w) => w.text)).toEqual(['0.0-5.0', '5.0-10.0', '10.0-15.0', '15.0-20.0']);
    expect(calls.slice(0, 3)).toEqual(['0.0-20.0 @0', '0.0-10.0 @0.2', '10.0-20.0 @0.2']);
    expect(calls).toContain('0.0-5.0 @0.2');
  });

  it('keeps the last reading of samples too short to cut', async () => {
    const whole = toneWith(5);
    const { read, calls } = reader(whole, 1);
    const words = await readAfterRunaway(whole, RATE, 0.2, read, looped);
    expect(words.map((w) => w.text)).toEqual(['0.0-5.0']);
    expect(calls).toEqual(['0.0-5.0 @0']);
    // Read without a language model already, they are not read the same way again.
    const unfused = reader(whole, 1);
    expect(await readAfterRunaway(whole, RATE, 0, unfused.read, looped)).toEqual(looped);
    expect(unfused.calls).toEqual([]);
  });

  it('does not read again without a language model it never had', async () => {
    const whole = toneWith(20, [[9.8, 10.2, 0]]);
    const { read, calls } = reader(whole, 12);
    const words = await readAfterRunaway(whole, RATE, 0, read, looped);
    expect(words.map((w) => w.text)).toEqual(['0.0-10.0', '10.0-20.0']);
    expect(calls).toEqual(['0.0-10.0 @0', '10.0-20.0 @0']);
  });
});
