import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { decodeAfterKnown } from './decode-after-known';
import { decodeOpeningAndTail, seekShift, TAIL_MARGIN_SEC } from './decode-opening-and-tail';
import { decodeRecording } from './pipeline-steps';

let dir = '';
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-tail-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/**
 * Noise in bursts (2.2 s of sound every 3 s, from `quietUntil` on), encoded as the browser's
 * recorder does: Opus in WebM, 1 s clusters, no cues.
 */
async function recording(name: string, seconds: number, quietUntil = 0, seed = 7): Promise<string> {
  const file = path.join(dir, name);
  const level = `if(lt(t,${quietUntil}),0,if(lt(mod(t,3),2.2),1,0.02))`;
  await runProcess('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i'],
    `anoisesrc=d=${seconds}:c=pink:a=0.3:r=48000:s=${seed},volume='${level}':eval=frame`,
    ...['-ac', '1', '-c:a', 'libopus', '-b:a', '128k', '-cluster_time_limit', '1000'],
    ...['-live', '1', '-f', 'webm', file],
  ]);
  return file;
}

const bytesOf = (a: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

describe('decodeOpeningAndTail', () => {
  it('gives the whole decode sample for sample in the opening and the tail, zeros between', async () => {
    const file = await recording('long.webm', 75);
    const whole = await decodeRecording(file, dir, {});
    const parts = await decodeOpeningAndTail(file, dir, 62.5, {});
    expect(parts).toBeDefined();
    const a = whole.audio.samples;
    const b = parts!.audio.samples;
    expect(b.length).toBe(a.length);
    expect(parts!.durationSec).toBe(whole.durationSec);
    const rate = 16_000;
    const differing = (from: number, to: number) => {
      let n = 0;
      for (let i = from; i < to; i++) if (a[i] !== b[i]) n++;
      return n;
    };
    expect(differing(0, 20 * rate)).toBe(0);
    expect(differing((62.5 - TAIL_MARGIN_SEC) * rate + 1, a.length)).toBe(0);
    expect(b.subarray(21 * rate, 50 * rate).every((s) => s === 0)).toBe(true);
  });

  it('stops at a length limit where the whole decode does', async () => {
    const file = await recording('capped.webm', 75);
    const whole = await decodeRecording(file, dir, { maxDurationSec: 70 });
    const parts = await decodeOpeningAndTail(file, dir, 62.5, { maxDurationSec: 70 });
    expect(parts!.audio.samples.length).toBe(whole.audio.samples.length);
    expect(parts!.audio.samples.slice(-16_000)).toEqual(whole.audio.samples.slice(-16_000));
    // A later pass decodes only the tail, with the opening this one found.
    const later = await decodeOpeningAndTail(file, dir, 66, { maxDurationSec: 70 }, parts!.opening);
    expect(later!.opening).toBe(parts!.opening);
    expect(later!.audio.samples.length).toBe(whole.audio.samples.length);
    const same = (from: number, to?: number) =>
      bytesOf(later!.audio.samples.subarray(from, to)).equals(
        bytesOf(whole.audio.samples.subarray(from, to)),
      );
    expect(same(0, 20 * 16_000)).toBe(true);
    expect(same((66 - TAIL_MARGIN_SEC) * 16_000 + 1)).toBe(true);
  });

  it('leaves a tail whose margin holds no sound to the whole decode', async () => {
    // Silent until 70 s: the gap's silence would run into the tail's.
    const file = await recording('late.webm', 75, 70);
    expect(await decodeOpeningAndTail(file, dir, 62.5, {})).toBeUndefined();
  });

  it('leaves a tail too near the opening to the whole decode', async () => {
    const file = await recording('short.webm', 30);
    expect(await decodeOpeningAndTail(file, dir, 20, {})).toBeUndefined();
  });
});

describe('decodeAfterKnown', () => {
  it('gives the whole decode, sample for sample, decoding only what follows the known start', async () => {
    const file = await recording('known.webm', 75);
    for (const limit of [undefined, 70]) {
      const whole = (await decodeRecording(file, dir, { maxDurationSec: limit })).audio.samples;
      const known = whole.slice(0, 50 * 16_000 + 123);
      const after = await decodeAfterKnown(file, dir, known, { maxDurationSec: limit });
      expect(after!.audio.samples.length).toBe(whole.length);
      expect(bytesOf(after!.audio.samples).equals(bytesOf(whole))).toBe(true);
    }
  });

  it("does not place the rest after another recording's start", async () => {
    const file = await recording('known-a.webm', 40);
    const other = await recording('known-b.webm', 40, 0, 8);
    const known = (await decodeRecording(other, dir, {})).audio.samples.slice(0, 30 * 16_000);
    expect(await decodeAfterKnown(file, dir, known, {})).toBeUndefined();
  });
});

describe('seekShift', () => {
  const noise = (n: number, seed = 1) => {
    let x = seed;
    return Int16Array.from({ length: n }, () => {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      return (x % 2001) - 1000;
    });
  };

  it('finds where a window sits on the whole timeline', () => {
    const whole = noise(16_000 * 6);
    const window = whole.slice(16_000 * 2 - 16, 16_000 * 5);
    expect(seekShift(whole, window, 16_000 * 2)).toBe(-16);
  });

  it('places nothing when the window is silence (every shift fits)', () => {
    const whole = new Int16Array(16_000 * 6);
    expect(seekShift(whole, whole.slice(32_000, 80_000), 32_000)).toBeUndefined();
  });

  it('places nothing when no shift fits', () => {
    expect(seekShift(noise(96_000, 1), noise(48_000, 2), 32_000)).toBeUndefined();
  });
});
