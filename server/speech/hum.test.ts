import { describe, expect, it } from 'vitest';
import { frameEnergies } from './energy';
import { findHum, removeHum, withoutHum } from './hum';
import type { PcmAudio } from './wav';

const RATE = 16_000;

/**
 * Ten seconds of a "voice": a tone whose pitch glides between 100 and 220 Hz with two
 * harmonics, said for 0.6 s and silent for 0.4 s, at about -20 dBFS while it sounds.
 */
function voice(seconds = 10): Float64Array {
  const out = new Float64Array(seconds * RATE);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const pitch = 160 + 60 * Math.sin(2 * Math.PI * 0.7 * t);
    phase += (2 * Math.PI * pitch) / RATE;
    const sounding = t % 1 < 0.6;
    out[i] = sounding
      ? 3000 * (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase))
      : 0;
  }
  return out;
}

/** Hum as a ground loop makes it: `hz` at about -30 dBFS, harmonics 6, 10 and 16 dB below. */
function hum(hz: number, length: number): Float64Array {
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    out[i] = [0, -6, -10, -16].reduce(
      (sum, below, h) =>
        sum + 1000 * 10 ** (below / 20) * Math.sin((2 * Math.PI * hz * (h + 1) * i) / RATE),
      0,
    );
  }
  return out;
}

function audioOf(...parts: Float64Array[]): PcmAudio {
  const length = Math.max(...parts.map((p) => p.length));
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    samples[i] = Math.round(parts.reduce((sum, p) => sum + (p[i] ?? 0), 0));
  }
  return { sampleRate: RATE, samples };
}

/** Mean loudness (dBFS) of the frames in the voice's silent 0.4 s of each second. */
function pauseLevelDb(audio: PcmAudio): number {
  const { db, frameSec } = frameEnergies(audio.samples, audio.sampleRate);
  const inPause = Array.from(db).filter((_, f) => ((f * frameSec) % 1) - 0.65 > 0 && f > 100);
  return inPause.reduce((a, b) => a + b, 0) / inPause.length;
}

describe('findHum', () => {
  it('finds 60 Hz hum under a voice and measures its frequency', () => {
    const v = voice();
    const found = findHum(audioOf(v, hum(60, v.length)));
    expect(found?.hz).toBeCloseTo(60, 1);
  });

  it('finds hum a little off 50 Hz', () => {
    const v = voice();
    const found = findHum(audioOf(v, hum(49.9, v.length)));
    expect(found?.hz).toBeGreaterThan(49.8);
    expect(found?.hz).toBeLessThan(50);
  });

  it('finds none in a voice without hum, in digital silence or in no audio', () => {
    expect(findHum(audioOf(voice()))).toBeUndefined();
    expect(findHum(audioOf(new Float64Array(RATE)))).toBeUndefined();
    expect(findHum({ sampleRate: RATE, samples: new Int16Array(0) })).toBeUndefined();
  });

  it('listens to the first 20 s only, as a stream does before it cuts anything', () => {
    const v = voice(30);
    const late = hum(60, v.length).map((x, i) => (i < 21 * RATE ? 0 : x));
    expect(findHum(audioOf(v, late))).toBeUndefined();
  });
});

describe('removeHum', () => {
  it('takes the hum out of the pauses and leaves the voice', () => {
    const v = voice();
    const hummed = audioOf(v, hum(60, v.length));
    const found = findHum(hummed);
    if (!found) throw new Error('no hum found');
    const cleaned = removeHum(hummed, found);
    expect(pauseLevelDb(hummed)).toBeGreaterThan(-40);
    expect(pauseLevelDb(cleaned)).toBeLessThan(pauseLevelDb(hummed) - 15);
    const level = (a: PcmAudio) => Math.max(...frameEnergies(a.samples, RATE).db);
    expect(Math.abs(level(cleaned) - level(audioOf(v)))).toBeLessThan(1.5);
  });

  it('filters a prefix as the start of the whole recording (a stream pass hears what Save will)', () => {
    const v = voice();
    const whole = audioOf(v, hum(50, v.length));
    const prefix = { sampleRate: RATE, samples: whole.samples.subarray(0, 4 * RATE) };
    const fromWhole = removeHum(whole, { hz: 50 }).samples.subarray(0, 4 * RATE);
    expect(removeHum(prefix, { hz: 50 }).samples).toEqual(fromWhole);
  });
});

describe('withoutHum', () => {
  it('returns the same audio when there is no hum', () => {
    const clean = audioOf(voice());
    expect(withoutHum(clean)).toBe(clean);
  });
});
