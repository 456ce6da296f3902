import { describe, expect, it } from 'vitest';
import { frameEnergies } from './energy';
import { findHum, removeHum, withoutHum } from './hum';
import type { PcmAudio } from './wav';

const RATE = 16_000;
/** A prefix's last part frame is judged without its end: it may differ there. */
const QUIET_FRAME = 320;

/**
 * Ten seconds of a "voice": a tone whose pitch glides between 100 and 220 Hz with two
 * harmonics, said for 0.6 s and silent for 0.4 s (or said for `saidSec` of every `periodSec`),
 * at about -20 dBFS while it sounds.
 */
function voice(seconds = 10, saidSec = 0.6, periodSec = 1): Float64Array {
  const out = new Float64Array(seconds * RATE);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const pitch = 160 + 60 * Math.sin(2 * Math.PI * 0.7 * t);
    phase += (2 * Math.PI * pitch) / RATE;
    const sounding = t % periodSec < saidSec;
    out[i] = sounding
      ? 3000 * (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase))
      : 0;
  }
  return out;
}

/**
 * Hum as a ground loop makes it: `hz` at about -30 dBFS, harmonics 6, 10 and 16 dB below; heard at
 * `heardAt(t)` instead of t when it drifts.
 */
function hum(hz: number, length: number, heardAt = (t: number) => t): Float64Array {
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const t = heardAt(i / RATE);
    out[i] = [0, -6, -10, -16].reduce(
      (sum, below, h) => sum + 1000 * 10 ** (below / 20) * Math.sin(2 * Math.PI * hz * (h + 1) * t),
      0,
    );
  }
  return out;
}

/**
 * The same hum at 50 Hz as mains drifts: 0.02 Hz either side over 30 s, as eval:conditions'
 * drifting hum (up to 0.004 Hz a second).
 */
function driftingHum(length: number): Float64Array {
  return hum(
    50,
    length,
    (t) => t - ((0.02 * 30) / (2 * Math.PI * 50)) * Math.cos((2 * Math.PI * t) / 30),
  );
}

/** Room noise: white, seeded, at `dbfs` RMS. */
function noise(length: number, dbfs: number): Float64Array {
  let seed = 7;
  const rms = 32768 * 10 ** (dbfs / 20);
  return Float64Array.from({ length }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed / 2 ** 31 - 0.5) * Math.sqrt(12) * rms;
  });
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

  it('measures the frequency to a thousandth of a hertz, so that a model of it stays on it while the voice speaks', () => {
    const v = voice();
    const found = findHum(audioOf(v, hum(59.973, v.length)));
    expect(Math.abs((found?.hz ?? 0) - 59.973)).toBeLessThan(0.001);
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

  it('leaves nothing of the hum, under the voice as between its words', () => {
    const v = voice();
    const alone = hum(59.973, v.length);
    const cleaned = withoutHum(audioOf(v, alone));
    const voiceOnly = audioOf(v).samples;
    // What is left once the voice is taken away: the hum the model missed, while the voice spoke too.
    const left = cleaned.samples.map((x, i) => x - (voiceOnly[i] ?? 0)).subarray(RATE);
    const levelDb = (samples: Int16Array) =>
      10 * Math.log10(samples.reduce((sum, x) => sum + (x / 32768) ** 2, 0) / samples.length);
    expect(levelDb(audioOf(alone).samples)).toBeGreaterThan(-35);
    expect(levelDb(left)).toBeLessThan(-80);
  });

  it('leaves the pauses as quiet as the room: nothing rings after the voice', () => {
    const v = voice();
    const room = noise(v.length, -70);
    const cleaned = withoutHum(audioOf(v, room, hum(60, v.length)));
    // Notches 3 Hz wide rang with the voice for a tenth of a second: 18 dB over the room here.
    expect(pauseLevelDb(cleaned)).toBeLessThan(pauseLevelDb(audioOf(v, room)) + 1.5);
  });

  it('follows hum that drifts: the model turns at its frequency through a phrase and keeps its phase after one', () => {
    // Phrases of 3 s: held at one frequency through one, the model slipped 0.4 rad behind this hum.
    const v = voice(60, 3, 4);
    const room = noise(v.length, -70);
    const cleaned = withoutHum(audioOf(v, room, driftingHum(v.length)));
    const heard = audioOf(v, room).samples;
    const levelDb = (pick: (t: number) => boolean) => {
      let [sum, count] = [0, 0];
      for (let i = 20 * RATE; i < v.length; i++) {
        if (!pick((i / RATE) % 4)) continue;
        sum += (((cleaned.samples[i] ?? 0) - (heard[i] ?? 0)) / 32768) ** 2;
        count++;
      }
      return 10 * Math.log10(sum / count);
    };
    // From the fourth frame of each pause, where the phrase's slip is put right, and under the voice.
    expect(levelDb((t) => t >= 3.06 && t < 3.3)).toBeLessThan(-60);
    expect(levelDb((t) => t < 3)).toBeLessThan(-44);
  });

  it('leaves digital silence as it is and takes the hum out after it (a pass of opening and tail)', () => {
    const v = voice(45);
    const hummed = audioOf(v, hum(50, v.length));
    hummed.samples.fill(0, 22 * RATE, 32 * RATE);
    const cleaned = withoutHum(hummed);
    expect(cleaned.samples.subarray(22 * RATE, 32 * RATE).every((x) => x === 0)).toBe(true);
    const after = { sampleRate: RATE, samples: cleaned.samples.subarray(32 * RATE) };
    const before = { sampleRate: RATE, samples: hummed.samples.subarray(32 * RATE) };
    expect(pauseLevelDb(after)).toBeLessThan(pauseLevelDb(before) - 30);
  });

  it('takes a prefix of 20 s or more as the start of the whole recording (a stream pass hears what Save will)', () => {
    const v = voice(40);
    const whole = audioOf(v, noise(v.length, -60), hum(50, v.length));
    const end = 23 * RATE + 77;
    const prefix = { sampleRate: RATE, samples: whole.samples.subarray(0, end) };
    const fromWhole = removeHum(whole, { hz: 50 }).samples.subarray(0, end - QUIET_FRAME);
    expect(removeHum(prefix, { hz: 50 }).samples.subarray(0, end - QUIET_FRAME)).toEqual(fromWhole);
  });
});

describe('withoutHum', () => {
  it('returns the same audio when there is no hum', () => {
    const clean = audioOf(voice());
    expect(withoutHum(clean)).toBe(clean);
  });
});
