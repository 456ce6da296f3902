import { describe, expect, it } from 'vitest';
import { frameEnergies } from '../energy';
import { smoothPitch, trackPitch, trackPitchSteps } from './pitch';
import { RATE, join, noise, silence, tone } from '../test-support/test-signals';

const semitones = (a: number, b: number) => Math.abs(12 * Math.log2(a / b));

function track(samples: Int16Array, rate = RATE) {
  return trackPitch(samples, rate, frameEnergies(samples, rate).db, { silenceDb: -60 }).f0;
}

function voiced(f0: Float32Array): number[] {
  return [...f0].filter((f) => f > 0);
}

describe('trackPitch', () => {
  it('finds a steady 150 Hz voice in every frame but the edges', () => {
    const f0 = track(join(tone({ f0: () => 150, seconds: 1 })));
    const found = voiced(f0);
    expect(found.length).toBeGreaterThanOrEqual(96);
    for (const f of found) expect(f).toBeCloseTo(150, 0);
  });

  it.each([75, 110, 220, 390])('measures %i Hz within 0.1 semitone', (hz) => {
    const found = voiced(track(join(tone({ f0: () => hz, seconds: 0.5 }))));
    expect(found.length).toBeGreaterThan(40);
    const meanError = found.reduce((sum, f) => sum + semitones(f, hz), 0) / found.length;
    expect(meanError).toBeLessThan(0.1);
  });

  it('follows a glide from 100 to 300 Hz', () => {
    // Exponential, so the truth at frame k is easy to state in semitones.
    const truth = (t: number) => 100 * 3 ** (t / 2);
    const f0 = track(join(tone({ f0: truth, seconds: 2 })));
    let checked = 0;
    f0.forEach((f, k) => {
      if (!f) return;
      checked++;
      // Frame k is centred on the middle of the k-th 10 ms frame.
      expect(semitones(f, truth(k * 0.01 + 0.005))).toBeLessThan(0.3);
    });
    expect(checked).toBeGreaterThan(190);
  });

  it('leaves silence and noise unvoiced', () => {
    expect(voiced(track(join(silence(1))))).toEqual([]);
    const f0 = track(join(noise(2, -25)));
    expect(voiced(f0).length).toBeLessThan(f0.length * 0.02);
  });

  it('ignores a voice below 70 Hz', () => {
    // (Above 400 Hz a tone is still periodic at twice its period: a pure 600 Hz reads as 300 Hz.)
    expect(voiced(track(join(tone({ f0: () => 50, seconds: 0.5, harmonics: 1 }))))).toEqual([]);
  });

  it('gives the same track at 48 kHz and refuses rates without whole 10 ms blocks', () => {
    const at48 = voiced(track(join(tone({ f0: () => 180, seconds: 0.5, rate: 48_000 })), 48_000));
    expect(at48.length).toBeGreaterThan(40);
    for (const f of at48) expect(semitones(f, 180)).toBeLessThan(0.1);
    const at44 = join(tone({ f0: () => 180, seconds: 0.1, rate: 44_100 }));
    expect(() => trackPitch(at44, 44_100, new Float32Array(10))).toThrow(RangeError);
  });

  it('works in steps of about 10 s of audio', () => {
    const samples = join(tone({ f0: () => 120, seconds: 25 }));
    const steps = trackPitchSteps(samples, RATE, frameEnergies(samples, RATE).db);
    let yields = 0;
    let next = steps.next();
    while (!next.done) {
      yields++;
      next = steps.next();
    }
    expect(yields).toBe(3);
    expect(next.value.f0.length).toBe(2500);
  });
});

describe('smoothPitch', () => {
  const run = (...parts: Array<[number, number]>) =>
    Float32Array.from(parts.flatMap(([hz, n]) => Array.from({ length: n }, () => hz)));

  it('drops voiced runs shorter than 40 ms', () => {
    expect([...smoothPitch(run([0, 5], [200, 3], [0, 5]))]).toEqual(Array(13).fill(0));
  });

  it('folds an octave slip back to the voice around it', () => {
    const out = smoothPitch(run([100, 30], [200, 4], [100, 30]));
    expect([...out].every((f) => Math.abs(f - 100) < 1e-3)).toBe(true);
    const down = smoothPitch(run([220, 30], [110, 4], [220, 30]));
    expect([...down].every((f) => Math.abs(f - 220) < 1e-3)).toBe(true);
  });

  it('keeps a real rise of a few semitones', () => {
    // 120 -> 160 Hz is 5 semitones: intonation, not an octave error.
    const out = smoothPitch(run([120, 30], [160, 10], [120, 30]));
    expect(out[35]).toBeCloseTo(160, 3);
  });

  it('removes a single-frame jump with a 5-frame median', () => {
    const out = smoothPitch(run([150, 10], [170, 1], [150, 10]));
    expect(out[10]).toBeCloseTo(150, 3);
  });
});
