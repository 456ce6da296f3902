import { describe, expect, it } from 'vitest';
import { ProcessFailure } from '@server/lib/run-process';
import { changeTempo } from './change-tempo';

const RATE = 16_000;

/** A 200 Hz tone, loud enough for sox to have something to stretch. */
function tone(seconds: number): Int16Array {
  const out = new Int16Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++)
    out[i] = Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / RATE));
  return out;
}

/** Zero crossings a second: the tone's pitch, twice over. */
function crossingsPerSecond(samples: Int16Array): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) {
    if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
  }
  return crossings / (samples.length / RATE);
}

describe('changeTempo', () => {
  it('makes 2 s of sound 2.22 s long at 0.9 x, its pitch kept', async () => {
    const slowed = await changeTempo(tone(2), RATE, 0.9);
    expect(slowed.length / RATE).toBeGreaterThan(2.15);
    expect(slowed.length / RATE).toBeLessThan(2.3);
    expect(crossingsPerSecond(slowed)).toBeGreaterThan(380);
    expect(crossingsPerSecond(slowed)).toBeLessThan(420);
  });

  it('gives the same samples every time: a reading of the same segment must not change', async () => {
    // A quiet tone: dither noise, were sox to add it, would move most of its samples.
    const quiet = tone(1).map((s) => Math.round(s / 400));
    const [first, second] = await Promise.all([
      changeTempo(quiet, RATE, 0.9),
      changeTempo(quiet, RATE, 0.9),
    ]);
    expect(first.some((s) => s !== 0)).toBe(true);
    expect(Buffer.from(second.buffer).equals(Buffer.from(first.buffer))).toBe(true);
  });

  it('fails as a missing program when sox is not there', async () => {
    const failure = await changeTempo(tone(0.5), RATE, 0.9, { soxBin: 'no-such-sox' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProcessFailure);
    expect((failure as ProcessFailure).kind).toBe('missing');
  });
});
