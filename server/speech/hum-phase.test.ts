import { describe, expect, it } from 'vitest';
import { HumPhase, phaseTurn, turnHarmonics, wrap } from './hum-phase';

/** Harmonics 1-4 of a hum: amplitudes falling, phases anywhere. */
function harmonics(): { re: Float64Array; im: Float64Array } {
  return {
    re: Float64Array.from([900, -300, 120, 40]),
    im: Float64Array.from([200, 400, -150, 30]),
  };
}

describe('HumPhase', () => {
  it('learns a frequency offset from phases measured between phrases, and predicts through the next', () => {
    const offset = 2 * Math.PI * 0.02;
    const tracker = new HumPhase(1e-3, 0.1, 2 * Math.PI * 0.01);
    // Quiet for 1 s of every 4, measured every 20 ms; the phase grows 0.126 rad a second.
    for (let t = 0; t < 40; t += 0.02) {
      if (t % 4 < 3) continue;
      tracker.update(t, offset * t, 2 * Math.PI);
    }
    expect(tracker.omegaNow).toBeCloseTo(offset, 2);
    expect(Math.abs(tracker.predictedPhase(43) - offset * 43)).toBeLessThan(0.03);
  });

  it('takes a measurement known modulo a harmonic period as the value nearest its prediction', () => {
    const tracker = new HumPhase(1e-3, 0.01, 0.01);
    for (let t = 0; t < 2; t += 0.02) tracker.update(t, 0.5, 2 * Math.PI);
    // The third harmonic's phase tells the fundamental's only modulo 2 pi / 3.
    tracker.update(2.02, 0.55 - (2 * Math.PI) / 3, (2 * Math.PI) / 3);
    expect(tracker.predictedPhase(2.02)).toBeGreaterThan(0.5);
    expect(tracker.predictedPhase(2.02)).toBeLessThan(0.56);
  });
});

describe('phaseTurn', () => {
  it('finds the turn of the fundamental that explains what is heard, the h-th harmonic turned h times as far', () => {
    const model = harmonics();
    const heard = harmonics();
    turnHarmonics(heard, 2.3);
    expect(phaseTurn(model, heard)).toBeCloseTo(2.3, 3);
    // A model that already fits is left as it is.
    expect(phaseTurn(model, harmonics())).toBeUndefined();
  });

  it('finds none when what is heard is not the model turned (a voice near the hum)', () => {
    const model = harmonics();
    const heard = harmonics();
    heard.re[1] = (heard.re[1] ?? 0) + 500;
    heard.im[2] = (heard.im[2] ?? 0) - 300;
    expect(phaseTurn(model, heard)).toBeUndefined();
  });
});

describe('wrap', () => {
  it('moves a value by whole periods into half a period either side of zero', () => {
    expect(wrap(7, 2 * Math.PI)).toBeCloseTo(7 - 2 * Math.PI, 9);
    expect(wrap(-0.5, 1)).toBeCloseTo(-0.5, 9);
    expect(wrap(2.1, 1)).toBeCloseTo(0.1, 9);
  });
});
