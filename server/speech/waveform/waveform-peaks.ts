import type { Waveform } from '@common/contract/analysis';

/** Peaks per second of audio: one per 50 ms draws every syllable's swell. */
export const PEAKS_PER_SECOND = 20;
/** Enough for 10 minutes at full detail; longer audio gets wider peaks, never more of them. */
export const MAX_PEAKS = 12_000;

/**
 * The waveform the analysis page draws, computed once from the decoded PCM so
 * the page never decodes audio: the loudest sample of each stretch, scaled to
 * the recording's loudest stretch (0-100), so quiet recordings still show their shape.
 */
export function waveformPeaks(
  samples: Int16Array,
  sampleRate: number,
  options: { perSecond?: number; maxPeaks?: number } = {},
): Waveform {
  const perSecond = options.perSecond ?? PEAKS_PER_SECOND;
  const maxPeaks = options.maxPeaks ?? MAX_PEAKS;
  const durationSec = samples.length / sampleRate;
  const count = Math.min(maxPeaks, Math.ceil(durationSec * perSecond));
  if (count === 0 || !(sampleRate > 0)) return { secondsPerPeak: 1 / perSecond, peaks: [] };

  const raw = new Array<number>(count).fill(0);
  const samplesPerPeak = samples.length / count;
  for (let i = 0; i < count; i++) {
    const from = Math.floor(i * samplesPerPeak);
    const to = Math.min(samples.length, Math.floor((i + 1) * samplesPerPeak));
    let loudest = 0;
    for (let s = from; s < to; s++) {
      const value = Math.abs(samples[s] ?? 0);
      if (value > loudest) loudest = value;
    }
    raw[i] = loudest;
  }
  const top = Math.max(...raw);
  return {
    secondsPerPeak: durationSec / count,
    peaks: raw.map((value) => (top > 0 ? Math.round((value / top) * 100) : 0)),
  };
}
