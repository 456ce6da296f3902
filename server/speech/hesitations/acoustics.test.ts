import { describe, expect, it } from 'vitest';
import { cepstralDistance, fft, meanCepstrum, stretchFeatures } from './acoustics';
import { hiss, join, M, quiet, RATE, UH, vowel } from '../test-support/test-sounds';

const THRESHOLD_DB = -50;

describe('fft', () => {
  it('puts a cosine of k cycles in bins k and n - k', () => {
    const n = 16;
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 3 * i) / n));
    const im = new Float64Array(n);
    fft(re, im);
    expect(re[3]).toBeCloseTo(8, 9);
    expect(re[13]).toBeCloseTo(8, 9);
    expect(Math.abs(re[2] ?? 1) + Math.abs(im[5] ?? 1)).toBeLessThan(1e-9);
  });
});

describe('stretchFeatures', () => {
  it('finds a held vowel voiced and steady', () => {
    const samples = join(quiet(0.2), vowel({ seconds: 0.4, formants: UH }), quiet(0.2));
    const f = stretchFeatures(samples, RATE, 0.2, 0.6, THRESHOLD_DB);
    expect(f?.loudSec).toBeCloseTo(0.37, 1);
    expect(f?.voicedShare).toBeGreaterThan(0.9);
    expect(f?.spectralChange).toBeLessThan(1);
    expect(f?.drift).toBeLessThan(1);
    expect(Math.abs(f?.nasalDropDb ?? 99)).toBeLessThan(2);
  });

  it('finds noise unvoiced', () => {
    const samples = join(quiet(0.1), hiss(0.4, -25), quiet(0.1));
    expect(stretchFeatures(samples, RATE, 0.1, 0.5, THRESHOLD_DB)?.voicedShare).toBeLessThan(0.2);
  });

  it('hears the high band fade when a vowel closes into a nasal', () => {
    const samples = join(
      vowel({ seconds: 0.2, formants: UH }),
      vowel({ seconds: 0.2, formants: M }),
    );
    expect(stretchFeatures(samples, RATE, 0, 0.4, THRESHOLD_DB)?.nasalDropDb).toBeGreaterThan(15);
  });

  it('measures a glide as drift: the spectrum at the end is not the one at the start', () => {
    // "ow": from an open vowel towards a rounded one.
    const glide = vowel({
      seconds: 0.4,
      formants: [700, 1100, 2500],
      formantsAtEnd: [350, 700, 2300],
    });
    const held = vowel({ seconds: 0.4, formants: UH });
    const drift = (s: Float64Array) =>
      stretchFeatures(join(s), RATE, 0, 0.4, THRESHOLD_DB)?.drift ?? 0;
    expect(drift(glide)).toBeGreaterThan(4 * drift(held) + 1);
  });

  it('has nothing to say about silence', () => {
    expect(stretchFeatures(join(quiet(0.5)), RATE, 0, 0.5, THRESHOLD_DB)).toBeUndefined();
  });
});

describe('meanCepstrum', () => {
  it('tells two vowels apart and a vowel from itself louder, by the shape of the spectrum', () => {
    const samples = join(
      vowel({ seconds: 0.3, formants: UH }),
      vowel({ seconds: 0.3, formants: UH, db: -30 }),
      vowel({ seconds: 0.3, formants: [300, 2200, 2900] }),
      quiet(0.3),
    );
    const uh = meanCepstrum(samples, RATE, 0.02, 0.28, THRESHOLD_DB);
    const softUh = meanCepstrum(samples, RATE, 0.32, 0.58, THRESHOLD_DB);
    const ee = meanCepstrum(samples, RATE, 0.62, 0.88, THRESHOLD_DB);
    if (!uh || !softUh || !ee) throw new Error('no loud windows');
    expect(cepstralDistance(uh, softUh)).toBeLessThan(1);
    expect(cepstralDistance(uh, ee)).toBeGreaterThan(3);
    expect(meanCepstrum(samples, RATE, 0.92, 1.18, THRESHOLD_DB)).toBeUndefined();
  });
});
