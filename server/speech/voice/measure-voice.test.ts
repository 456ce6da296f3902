import { describe, expect, it } from 'vitest';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { readWav } from '../wav';
import {
  loudnessSteadiness,
  MONOTONE_SD_SEMITONES,
  measureVoice,
  measureVoiceInSteps,
} from './measure-voice';
import { RATE, join, noise, silence, tone } from '../test-support/test-signals';

const voice = (samples: Int16Array) => measureVoice({ samples, sampleRate: RATE });

/** Phrases of a pure 150 Hz tone at the given levels, 0.5 s of silence between. */
function phrases(levels: number[], seconds = 0.8): Int16Array {
  return join(
    silence(0.3),
    ...levels.flatMap((db) => [tone({ f0: () => 150, seconds, db, harmonics: 1 }), silence(0.5)]),
  );
}

describe('measureVoice', () => {
  it('finds a steady tone monotone: no range, no variation', () => {
    const v = voice(join(silence(0.2), tone({ f0: () => 200, seconds: 2 }), silence(0.2)));
    expect(v.pitchMedianHz).toBeCloseTo(200, 0);
    expect(v.pitchRangeSemitones).toBeLessThan(0.1);
    expect(v.pitchVariationSemitones).toBeLessThan(0.1);
    expect(v.monotone).toBe(true);
  });

  it('measures intonation of 3 semitones either way (SD 2.1, 10-90 % span 5.7), with no silence at all', () => {
    const f0 = (t: number) => 150 * 2 ** ((3 * Math.sin(2 * Math.PI * 0.5 * t)) / 12);
    const v = voice(join(tone({ f0, seconds: 4 })));
    // A sine of amplitude A: SD A / sqrt(2); 10th-90th percentile span 2 A sin(0.4 pi).
    expect(v.pitchVariationSemitones).toBeCloseTo(3 / Math.SQRT2, 1);
    expect(v.pitchRangeSemitones).toBeCloseTo(6 * Math.sin(0.4 * Math.PI), 1);
    expect(v.pitchMedianHz).toBeCloseTo(150, -1);
    expect(v.monotone).toBe(false);
  });

  it('flags a robot voice: flat pitch, syllable-shaped loudness', () => {
    const syllable = () => {
      const t = tone({ f0: () => 110, seconds: 0.2 });
      return t.map((x, i) => x * Math.sin((Math.PI * i) / t.length));
    };
    const v = voice(join(...Array.from({ length: 12 }, () => [syllable(), silence(0.08)]).flat()));
    expect(v.pitchVariationSemitones).toBeLessThan(0.5);
    expect(v.monotone).toBe(true);
  });

  it('takes loudness from voiced speech and its steadiness from phrase to phrase', () => {
    const steady = voice(phrases([-20, -20, -20, -20]));
    expect(steady.loudnessMeanDbfs).toBeCloseTo(-20, 0);
    expect(steady.loudnessVariationDb).toBeLessThan(0.2);
    expect(steady.loudnessSteadiness).toBe(100);

    // Alternating -20 and -32 dBFS: SD 6 dB; the mean is the power mean, -22.7 dBFS.
    const uneven = voice(phrases([-20, -32, -20, -32, -20, -32]));
    expect(uneven.loudnessVariationDb).toBeCloseTo(6, 0);
    expect(uneven.loudnessSteadiness).toBeGreaterThanOrEqual(23);
    expect(uneven.loudnessSteadiness).toBeLessThanOrEqual(27);
    expect(uneven.loudnessMeanDbfs).toBeCloseTo(-22.7, 0);
  });

  it('needs three phrases for a loudness variation', () => {
    const v = voice(phrases([-20, -26]));
    expect(v.loudnessMeanDbfs).not.toBeNull();
    expect(v.loudnessVariationDb).toBeNull();
    expect(v.loudnessSteadiness).toBeNull();
  });

  it('gives the voiced share of the time from first to last sound', () => {
    const v = voice(
      join(
        silence(0.5),
        tone({ f0: () => 140, seconds: 1 }),
        noise(1, -25),
        tone({ f0: () => 140, seconds: 1 }),
      ),
    );
    expect(v.voicedRatio).toBeGreaterThan(0.6);
    expect(v.voicedRatio).toBeLessThan(0.7);
  });

  it('reports nothing for silence', () => {
    expect(voice(join(silence(2)))).toEqual({
      pitchMedianHz: null,
      pitchRangeSemitones: null,
      pitchVariationSemitones: null,
      monotone: false,
      loudnessMeanDbfs: null,
      loudnessVariationDb: null,
      loudnessSteadiness: null,
      voicedRatio: null,
    });
  });

  it("judges flite's kal16 voice (the pauses fixture) monotone", async () => {
    const fixture = await ensureFixture('pauses');
    const audio = await readWav(fixture.wavPath);
    const v = measureVoice(audio);
    expect(v.pitchVariationSemitones).toBeLessThan(MONOTONE_SD_SEMITONES);
    expect(v.monotone).toBe(true);
  });
});

describe('loudnessSteadiness', () => {
  it('is 100 up to 1.5 dB, 0 from 7.5 dB, linear between', () => {
    expect(loudnessSteadiness(0)).toBe(100);
    expect(loudnessSteadiness(1.5)).toBe(100);
    expect(loudnessSteadiness(4.5)).toBe(50);
    expect(loudnessSteadiness(7.5)).toBe(0);
    expect(loudnessSteadiness(12)).toBe(0);
  });
});

describe('measureVoiceInSteps', () => {
  const samples = join(tone({ f0: () => 130, seconds: 25 }));

  it('gives the same figures while letting the event loop run', async () => {
    let turns = 0;
    const tick = setInterval(() => turns++, 0);
    const stepped = await measureVoiceInSteps({ samples, sampleRate: RATE });
    clearInterval(tick);
    expect(stepped.voice).toEqual(measureVoice({ samples, sampleRate: RATE }));
    expect(stepped.f0).toHaveLength(2500);
    expect(turns).toBeGreaterThan(0);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const running = measureVoiceInSteps({ samples, sampleRate: RATE }, controller.signal);
    controller.abort(new Error('stop'));
    await expect(running).rejects.toThrow('stop');
  });
});
