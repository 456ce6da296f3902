import { describe, expect, it } from 'vitest';
import { waveformPeaks } from './waveform-peaks';

/** A second of silence, then a second of a tone at the given amplitude. */
function silenceThenTone(amplitude: number, sampleRate = 1000): Int16Array {
  const samples = new Int16Array(sampleRate * 2);
  for (let i = sampleRate; i < samples.length; i++) {
    samples[i] = Math.round(amplitude * Math.sin((2 * Math.PI * 50 * i) / sampleRate));
  }
  return samples;
}

describe('waveformPeaks', () => {
  it('gives 20 peaks a second, silent where the audio is silent and full where it is loudest', () => {
    const { peaks, secondsPerPeak } = waveformPeaks(silenceThenTone(8000), 1000);
    expect(peaks).toHaveLength(40);
    expect(secondsPerPeak).toBeCloseTo(0.05, 6);
    expect(peaks.slice(0, 20).every((p) => p === 0)).toBe(true);
    expect(Math.max(...peaks.slice(20))).toBe(100);
    expect(Math.min(...peaks.slice(20))).toBeGreaterThan(50);
  });

  it('scales a quiet recording to its own loudest stretch', () => {
    const quiet = waveformPeaks(silenceThenTone(300), 1000).peaks;
    expect(Math.max(...quiet)).toBe(100);
  });

  it('caps the count for long recordings and widens each peak instead', () => {
    const tenMinutes = new Int16Array(16_000 * 600);
    tenMinutes[16_000 * 300] = 1000;
    const { peaks, secondsPerPeak } = waveformPeaks(tenMinutes, 16_000, { maxPeaks: 3000 });
    expect(peaks).toHaveLength(3000);
    expect(secondsPerPeak).toBeCloseTo(0.2, 6);
    expect(peaks.indexOf(100)).toBe(1500);
  });

  it('gives no peaks for no audio and zeros for pure silence', () => {
    expect(waveformPeaks(new Int16Array(0), 16_000).peaks).toEqual([]);
    expect(waveformPeaks(new Int16Array(1600), 16_000).peaks).toEqual([0, 0]);
  });
});
