import { describe, expect, it } from 'vitest';
import {
  REVERBERANT_DB,
  analyse,
  analyseBins,
  dereverberate,
  reverberationDb,
} from './dereverb.mjs';

const RATE = 16000;

/** A deterministic stream of numbers in [-1, 1). */
function noiseSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/**
 * Speech-like sound: 0.25-0.4 s voiced syllables (a wandering pitch with harmonics up to 4 kHz)
 * parted by 0.15-0.5 s of silence, `seconds` long.
 */
function syllables(seconds: number, seed = 3): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  const random = noiseSource(seed);
  let at = 0.2 * RATE;
  while (at < out.length) {
    const length = Math.round((0.25 + 0.075 * (random() + 1)) * RATE);
    const pitch = 110 + 40 * (random() + 1);
    let phase = 0;
    for (let i = 0; i < length && at + i < out.length; i++) {
      const t = i / RATE;
      const f0 = pitch * (1 + 0.1 * Math.sin(2 * Math.PI * 3 * t));
      phase += (2 * Math.PI * f0) / RATE;
      let s = 0;
      for (let h = 1; h * pitch < 4000; h++) s += Math.sin(h * phase) / h;
      const envelope = Math.sin((Math.PI * i) / length);
      out[at + i] = 0.2 * envelope * s;
    }
    at += length + Math.round((0.15 + 0.175 * (random() + 1)) * RATE);
  }
  return out;
}

/** `dry` heard in a room: convolved with decaying noise (reverberation time `rt60`), 10 ms in. */
function inRoom(dry: Float32Array, rt60: number): Float32Array {
  const random = noiseSource(11);
  const length = Math.round(rt60 * RATE);
  const response = new Float32Array(length);
  response[0] = 1;
  for (let i = Math.round(0.01 * RATE); i < length; i++) {
    // -60 dB at rt60: amplitude falls by 10^(-3 t / rt60).
    response[i] = 0.25 * random() * 10 ** ((-3 * i) / (rt60 * RATE));
  }
  const out = new Float32Array(dry.length);
  for (let i = 0; i < dry.length; i++) {
    const x = dry[i] ?? 0;
    if (x === 0) continue;
    for (let k = 0; k < length && i + k < out.length; k++) {
      out[i + k] = (out[i + k] ?? 0) + x * (response[k] ?? 0);
    }
  }
  return out;
}

/** Energy in the stretches 50-250 ms after each syllable of `dry` ends: where a room's tail is. */
function tailEnergy(samples: Float32Array, dry: Float32Array): number {
  let energy = 0;
  for (let i = 1; i < dry.length; i++) {
    if (dry[i - 1] !== 0 && dry[i] === 0) {
      for (let k = 0.05 * RATE; k < 0.25 * RATE && i + k < dry.length; k++) {
        if (dry[i + k] !== 0) break;
        energy += (samples[i + k] ?? 0) ** 2;
      }
    }
  }
  return energy;
}

describe('dereverberating a segment (WPE)', () => {
  const dry = syllables(12);
  const wet = inRoom(dry, 0.6);

  it('hears the room: one round of the filter removes far more of a reverberant segment', () => {
    expect(reverberationDb(wet)).toBeGreaterThan(REVERBERANT_DB);
    expect(reverberationDb(dry)).toBeLessThan(REVERBERANT_DB);
  });

  it("takes a reverberant room's tail out and keeps the segment's length", () => {
    const result = dereverberate(wet);
    expect(result.applied).toBe(true);
    expect(result.samples).toHaveLength(wet.length);
    const before = tailEnergy(wet, dry);
    const after = tailEnergy(result.samples, dry);
    // Less sound where only the room was heard (1.3 dB on this deterministic room, whose
    // syllables, steady tones, the filter partly predicts as well: one round is gentle).
    expect(after).toBeLessThan(0.8 * before);
    // The syllables themselves stay: most of the energy is kept.
    const energy = (s: Float32Array) => s.reduce((sum, x) => sum + x * x, 0);
    expect(energy(result.samples)).toBeGreaterThan(0.5 * energy(wet));
  });

  it('leaves dry speech, and dry speech in steady low noise, exactly as it was', () => {
    expect(dereverberate(dry).samples).toBe(dry);
    const random = noiseSource(5);
    let y = 0;
    // The renderer's room noise: white noise through a one-pole low-pass, about -45 dBFS.
    const noisy = dry.map((x) => {
      y = 0.9 * y + 0.1 * random();
      return x + 0.03 * y;
    });
    const result = dereverberate(noisy);
    expect(result.applied).toBe(false);
    expect(result.samples).toBe(noisy);
  });

  it('leaves a segment under 8 s, and every segment when turned off (0 dB), as it was', () => {
    const short = wet.subarray(0, 7 * RATE);
    expect(dereverberate(short)).toEqual({ samples: short, removedDb: -Infinity, applied: false });
    expect(dereverberate(wet, 0).samples).toBe(wet);
  });
});

describe('analyseBins', () => {
  it('gives the full analysis in the bins asked for, an odd number of frames included', () => {
    const random = noiseSource(11);
    // 1.01 s: 65 frames, the last of them transformed alone.
    const samples = Float32Array.from({ length: 16160 }, () => 0.5 * random());
    const full = analyse(samples);
    const bins = [0, 16, 24, 257, 512];
    const some = analyseBins(samples, bins);
    expect(some.frames).toBe(full.frames);
    expect(full.frames % 2).toBe(1);
    let worst = 0;
    let largest = 0;
    bins.forEach((bin, row) => {
      for (let t = 0; t < full.frames; t++) {
        const at = bin * full.frames + t;
        const here = row * full.frames + t;
        const [re, im] = [full.re[at] ?? NaN, full.im[at] ?? NaN];
        worst = Math.max(worst, Math.abs(re - (some.re[here] ?? NaN)));
        worst = Math.max(worst, Math.abs(im - (some.im[here] ?? NaN)));
        largest = Math.max(largest, Math.abs(re), Math.abs(im));
      }
    });
    expect(largest).toBeGreaterThan(1e-3);
    expect(worst).toBeLessThan(1e-12 * largest);
  });
});
