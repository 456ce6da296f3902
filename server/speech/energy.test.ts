import { describe, expect, it } from 'vitest';
import {
  findSilences,
  frameEnergies,
  longestRun,
  peakDb,
  silenceThreshold,
  withoutSilentEnds,
  silentRuns,
  silentFraction,
} from './energy';

const RATE = 16000;

/** Deterministic noise so the tests do not depend on Math.random. */
function noise(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31 - 0.5;
  };
}

/** A 200 Hz tone ("speech") at `speechAmp`, with noise at `noiseAmp` everywhere and gaps of pure noise. */
function signal(
  lengthSec: number,
  gaps: Array<[number, number]>,
  speechAmp: number,
  noiseAmp: number,
): Int16Array {
  const rand = noise(7);
  const out = new Int16Array(Math.round(lengthSec * RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const inGap = gaps.some(([a, b]) => t >= a && t < b);
    const tone = inGap ? 0 : speechAmp * Math.sin(2 * Math.PI * 200 * t);
    out[i] = Math.round(tone + noiseAmp * 2 * rand());
  }
  return out;
}

describe('frameEnergies', () => {
  it('gives each 10 ms frame its RMS level in dBFS', () => {
    const fullScaleSquare = new Int16Array(RATE / 10).map((_, i) => (i % 2 ? 32767 : -32767));
    const profile = frameEnergies(fullScaleSquare, RATE);
    expect(profile.frameSec).toBe(0.01);
    expect(profile.db.length).toBe(10);
    expect(profile.db[0]).toBeCloseTo(0, 1);
    expect(frameEnergies(new Int16Array(160), RATE).db[0]).toBe(-100);
  });
});

describe('peakDb', () => {
  it('gives the loudest frame of a stretch, none for a stretch with no frame', () => {
    const profile = { frameSec: 0.01, db: Float32Array.from([-60, -20, -40, -10, -50]) };
    expect(peakDb(profile, 0, 0.03)).toBe(-20);
    expect(peakDb(profile, 0.02, 0.05)).toBe(-10);
    expect(peakDb(profile, 0.04, 0.04)).toBeUndefined();
    expect(peakDb(profile, 0.1, 0.2)).toBeUndefined();
  });
});

describe('silenceThreshold', () => {
  it('follows the noise floor instead of a fixed level', () => {
    const gaps: Array<[number, number]> = [
      [1, 1.6],
      [3, 3.5],
    ];
    const quietRoom = frameEnergies(signal(5, gaps, 8000, 30), RATE).db;
    const noisyRoom = frameEnergies(signal(5, gaps, 8000, 800), RATE).db;
    const quiet = silenceThreshold(quietRoom);
    const noisy = silenceThreshold(noisyRoom);
    // Noise of amplitude 800 sits near -38 dBFS: a threshold below it would call the room speech.
    expect(noisy).toBeGreaterThan(-38);
    expect(quiet).toBeLessThan(noisy - 15);
    // Both stay under the speech level (a tone of 8000 is about -15 dBFS).
    expect(noisy).toBeLessThan(-18);
  });
});

describe('withoutSilentEnds', () => {
  it("leaves digital silence before and after out of the room's levels, not between", () => {
    const gaps: Array<[number, number]> = [
      [1, 1.6],
      [3, 3.5],
    ];
    const room = frameEnergies(signal(5, gaps, 8000, 800), RATE).db;
    // 4 s of zeros either side: more frames than the room has, all at -100 dBFS.
    const padded = new Float32Array(800 + room.length + 400).fill(-100);
    padded.set(room, 400);
    expect(withoutSilentEnds(padded)).toEqual(room);
    expect(silenceThreshold(padded)).toBeCloseTo(silenceThreshold(room), 5);
    // Zeros inside the recording (a synthesised pause, a gated microphone) still count.
    const inner = Float32Array.from(room);
    inner.fill(-100, 100, 160);
    expect(withoutSilentEnds(inner)).toHaveLength(inner.length);
    // All silence: nothing to leave out.
    expect(withoutSilentEnds(new Float32Array(5).fill(-100))).toHaveLength(5);
  });
});

describe('findSilences', () => {
  it('finds the silent stretches with their start and end', () => {
    const gaps: Array<[number, number]> = [
      [1, 1.6],
      [3, 3.5],
    ];
    const profile = frameEnergies(signal(5, gaps, 8000, 300), RATE);
    const silences = findSilences(profile, silenceThreshold(profile.db));
    expect(silences).toHaveLength(2);
    silences.forEach((s, i) => {
      expect(s.start).toBeCloseTo(gaps[i]?.[0] ?? NaN, 1);
      expect(s.end).toBeCloseTo(gaps[i]?.[1] ?? NaN, 1);
    });
  });

  it('ignores silences shorter than the minimum and bridges short clicks', () => {
    const db = new Float32Array(100).fill(-20);
    db.fill(-80, 10, 15); // 50 ms: too short
    db.fill(-80, 30, 60);
    db[45] = -20; // one loud frame inside
    const silences = findSilences({ frameSec: 0.01, db }, -50, { minSilenceSec: 0.2 });
    expect(silences).toHaveLength(1);
    expect(silences[0]?.start).toBeCloseTo(0.3, 6);
    expect(silences[0]?.end).toBeCloseTo(0.6, 6);
  });
});

describe('silentFraction', () => {
  it('is the share of quiet frames in a time range', () => {
    const db = new Float32Array(100).fill(-20);
    db.fill(-80, 20, 40);
    const profile = { frameSec: 0.01, db };
    expect(silentFraction(profile, -50, 0.2, 0.4)).toBe(1);
    expect(silentFraction(profile, -50, 0.1, 0.5)).toBe(0.5);
    expect(silentFraction(profile, -50, 0.5, 0.5)).toBe(0);
  });
});

describe('silentRuns and longestRun', () => {
  // 10 ms frames: loud (-20 dB) except where silent (-80 dB).
  const profile = (frames: string) => ({
    frameSec: 0.01,
    db: Float32Array.from([...frames].map((c) => (c === '_' ? -80 : -20))),
  });
  /** The longest silent run of the window, in seconds. */
  const longestSilentRun = (
    p: ReturnType<typeof profile>,
    t: number,
    start: number,
    end: number,
  ) => {
    const run = longestRun(silentRuns(p, t, start, end));
    return run && { start: run[0] * p.frameSec, end: run[1] * p.frameSec };
  };

  it('finds the longest silent stretch inside the window', () => {
    const run = longestSilentRun(profile('XX___XXXX_____XX'), -50, 0, 0.16);
    expect(run?.start).toBeCloseTo(0.09, 6);
    expect(run?.end).toBeCloseTo(0.14, 6);
  });

  it('bridges a blip of up to 30 ms, not a longer sound', () => {
    expect(longestSilentRun(profile('___XX____'), -50, 0, 0.09)).toMatchObject({ start: 0 });
    expect(longestSilentRun(profile('___XX____'), -50, 0, 0.09)?.end).toBeCloseTo(0.09, 6);
    expect(longestSilentRun(profile('____XXXX___'), -50, 0, 0.11)?.end).toBeCloseTo(0.04, 6);
  });

  it('looks only between start and end, and finds nothing in sound', () => {
    expect(longestSilentRun(profile('______XXX'), -50, 0.03, 0.09)?.start).toBeCloseTo(0.03, 6);
    expect(longestSilentRun(profile('XXXX'), -50, 0, 0.04)).toBeUndefined();
  });
});
