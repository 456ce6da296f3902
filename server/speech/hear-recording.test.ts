import { describe, expect, it } from 'vitest';
import { hearRecording } from './hear-recording';

const RATE = 16_000;

/** Two seconds of a 200 Hz "voice" at `peak`, said for 1 s of each, over white noise at `noise`. */
function recording({ peak = 8000, noise = 30, hum = 0 } = {}) {
  let seed = 3;
  const samples = new Int16Array(4 * RATE);
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const t = i / RATE;
    const said = t % 2 < 1 ? peak * Math.sin(2 * Math.PI * 200 * t) : 0;
    const x = said + (seed / 2 ** 31 - 0.5) * 2 * noise + hum * Math.sin(2 * Math.PI * 50 * t);
    samples[i] = Math.max(-32768, Math.min(32767, Math.round(x)));
  }
  return { sampleRate: RATE, samples };
}

describe('hearRecording', () => {
  it('measures the room and the voice, and finds neither hum nor clipping in a clean recording', () => {
    const { conditions } = hearRecording(recording());
    expect(conditions.humHz).toBeNull();
    expect(conditions.clippedShare).toBe(0);
    expect(conditions.speechLevelDbfs).toBeCloseTo(-15.2, 0);
    expect(conditions.noiseFloorDbfs).toBeLessThan(-60);
  });

  it('finds the speech clipped when its waveform is cut flat at the ceiling', () => {
    // Twice full scale, cut: every half period of the 200 Hz tone holds a flat run.
    expect(hearRecording(recording({ peak: 65_000 })).conditions.clippedShare).toBe(1);
    // A loud voice that stays 1.4 dB under full scale is not.
    expect(hearRecording(recording({ peak: 28_000 })).conditions.clippedShare).toBe(0);
  });

  it('tells the hum it took out, and hears the audio without it', () => {
    const hummed = recording({ hum: 1000 });
    const { audio, conditions } = hearRecording(hummed);
    expect(conditions.humHz).toBeCloseTo(50, 1);
    expect(audio).not.toBe(hummed);
  });
});
