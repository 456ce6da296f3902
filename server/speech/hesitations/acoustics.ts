/**
 * Acoustic features of one short stretch of a recording, to tell a hesitation
 * sound ("uh", "um": one steady voiced vowel, maybe closing into a nasal) from
 * a short word (consonant transitions, gliding vowels, unvoiced parts). Only a
 * few candidate stretches per recording are measured, so plain per-frame
 * spectra are cheap enough.
 */

export interface StretchFeatures {
  /** Seconds of 10 ms steps whose window is louder than the silence threshold. */
  loudSec: number;
  /** Share of the loud windows that are periodic (voiced). */
  voicedShare: number;
  /**
   * Median distance between the cepstra (shape of the spectrum) of loud windows
   * 20 ms apart: low in a held vowel or nasal, high across consonants and glides.
   */
  spectralChange: number;
  /**
   * How much the 1-4 kHz band loses against the 100-500 Hz band from the first
   * to the last third of the loud windows, dB. A nasal murmur (the "m" of "um")
   * keeps the low band and loses the high one.
   */
  nasalDropDb: number;
  /**
   * Cepstral distance between the mean spectra of the first and the last
   * third: a gliding vowel ("now", "though") drifts, a held "uh" does not.
   */
  drift: number;
}

const WINDOW_SEC = 0.025;
const HOP_SEC = 0.01;
const FFT_SIZE = 1024;
const MEL_BANDS = 24;
const CEPSTRA = 12;
/** Periodicity at the best lag in 70-400 Hz above this: voiced (Praat's voicing threshold). */
const VOICED_PERIODICITY = 0.45;
const MIN_PITCH_HZ = 70;
const MAX_PITCH_HZ = 400;

/** In-place radix-2 FFT of re/im (length a power of two). */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const br = (re[b] ?? 0) * cr - (im[b] ?? 0) * ci;
        const bi = (re[b] ?? 0) * ci + (im[b] ?? 0) * cr;
        re[b] = (re[a] ?? 0) - br;
        im[b] = (im[a] ?? 0) - bi;
        re[a] = (re[a] ?? 0) + br;
        im[a] = (im[a] ?? 0) + bi;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
}

interface Tables {
  window: Float64Array;
  /** Autocorrelation of the window, normalised: divides it out of the signal's (Boersma 1993). */
  windowAutocorrelation: Float64Array;
  /** Mel triangle weights: band -> [first bin, weights...]. */
  mel: Array<{ first: number; weights: Float64Array }>;
}

const tablesByRate = new Map<number, Tables>();

function tables(sampleRate: number): Tables {
  const cached = tablesByRate.get(sampleRate);
  if (cached) return cached;
  const length = Math.round(WINDOW_SEC * sampleRate);
  const window = new Float64Array(length);
  for (let i = 0; i < length; i++)
    window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / length);
  const windowAutocorrelation = autocorrelation(window);

  const toMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const toHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);
  const low = toMel(100);
  const high = toMel(Math.min(4000, sampleRate / 2));
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) =>
    Math.floor(((FFT_SIZE + 1) * toHz(low + ((high - low) * i) / (MEL_BANDS + 1))) / sampleRate),
  );
  const mel = Array.from({ length: MEL_BANDS }, (_, m) => {
    const a = edges[m] ?? 0;
    const b = edges[m + 1] ?? 0;
    const c = edges[m + 2] ?? 0;
    const weights = new Float64Array(Math.max(1, c - a));
    for (let k = a; k < c; k++) {
      weights[k - a] = k < b ? (k - a) / Math.max(1, b - a) : (c - k) / Math.max(1, c - b);
    }
    return { first: a, weights };
  });
  const built = { window, windowAutocorrelation, mel };
  tablesByRate.set(sampleRate, built);
  return built;
}

/** Normalised autocorrelation (lag 0 = 1) through the power spectrum. */
function autocorrelation(frame: Float64Array): Float64Array {
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  re.set(frame.subarray(0, FFT_SIZE));
  fft(re, im);
  for (let k = 0; k < FFT_SIZE; k++) {
    re[k] = (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
    im[k] = 0;
  }
  // The inverse transform of a real, even spectrum is the forward one scaled.
  fft(re, im);
  const zero = re[0] ?? 0;
  const out = new Float64Array(frame.length);
  for (let lag = 0; lag < frame.length; lag++) out[lag] = zero > 0 ? (re[lag] ?? 0) / zero : 0;
  return out;
}

interface Frame {
  loud: boolean;
  voiced: boolean;
  cepstrum: Float64Array;
  lowBand: number;
  highBand: number;
}

function analyseFrame(
  samples: Int16Array,
  from: number,
  sampleRate: number,
  thresholdDb: number,
): Frame {
  const { window, windowAutocorrelation, mel } = tables(sampleRate);
  const length = window.length;
  let sum = 0;
  let energy = 0;
  for (let i = 0; i < length; i++) sum += samples[from + i] ?? 0;
  const mean = sum / length;
  const frame = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const x = (samples[from + i] ?? 0) - mean;
    energy += x * x;
    frame[i] = x * (window[i] ?? 0);
  }
  const rms = Math.sqrt(energy / length) / 32768;
  const loud = rms > 0 && 20 * Math.log10(rms) > thresholdDb;

  // Periodicity: the signal's autocorrelation over the window's, best lag in the pitch range.
  const r = autocorrelation(frame);
  let periodicity = 0;
  const minLag = Math.floor(sampleRate / MAX_PITCH_HZ);
  const maxLag = Math.min(length - 1, Math.ceil(sampleRate / MIN_PITCH_HZ));
  for (let lag = minLag; lag <= maxLag; lag++) {
    const w = windowAutocorrelation[lag] ?? 0;
    if (w > 0.1) periodicity = Math.max(periodicity, (r[lag] ?? 0) / w);
  }

  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  re.set(frame);
  fft(re, im);
  const power = (k: number) => (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
  const bin = (hz: number) => Math.round((hz * FFT_SIZE) / sampleRate);
  let lowBand = 0;
  let highBand = 0;
  for (let k = bin(100); k < bin(500); k++) lowBand += power(k);
  for (let k = bin(1000); k < Math.min(FFT_SIZE / 2, bin(4000)); k++) highBand += power(k);
  const logMel = mel.map(({ first, weights }) => {
    let e = 0;
    for (let k = 0; k < weights.length; k++) e += (weights[k] ?? 0) * power(first + k);
    // Samples are in int16 units; the floor keeps digital silence finite.
    return Math.log(e + 1e3);
  });
  // DCT-II (orthonormal) of the log mel energies, without c0 (loudness).
  const cepstrum = new Float64Array(CEPSTRA);
  for (let c = 1; c <= CEPSTRA; c++) {
    let s = 0;
    for (let m = 0; m < MEL_BANDS; m++) {
      s += (logMel[m] ?? 0) * Math.cos((Math.PI * c * (m + 0.5)) / MEL_BANDS);
    }
    cepstrum[c - 1] = s * Math.sqrt(2 / MEL_BANDS);
  }
  return { loud, voiced: periodicity > VOICED_PERIODICITY, cepstrum, lowBand, highBand };
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Features of [startSec, endSec); undefined when it holds fewer than three loud windows. */
export function stretchFeatures(
  samples: Int16Array,
  sampleRate: number,
  startSec: number,
  endSec: number,
  thresholdDb: number,
): StretchFeatures | undefined {
  const hop = Math.round(HOP_SEC * sampleRate);
  const length = Math.round(WINDOW_SEC * sampleRate);
  const frames: Frame[] = [];
  for (
    let from = Math.max(0, Math.round(startSec * sampleRate));
    from + length <= Math.min(samples.length, Math.round(endSec * sampleRate));
    from += hop
  ) {
    frames.push(analyseFrame(samples, from, sampleRate, thresholdDb));
  }
  const loud = frames.filter((f) => f.loud);
  if (loud.length < 3) return undefined;

  const changes: number[] = [];
  for (let i = 2; i < loud.length; i++) {
    const a = loud[i - 2]?.cepstrum;
    const b = loud[i]?.cepstrum;
    if (!a || !b) continue;
    let d = 0;
    for (let c = 0; c < CEPSTRA; c++) d += ((a[c] ?? 0) - (b[c] ?? 0)) ** 2;
    changes.push(Math.sqrt(d));
  }
  const third = Math.max(1, Math.floor(loud.length / 3));
  const tilt = (fs: Frame[]) =>
    fs.reduce((s, f) => s + 10 * Math.log10((f.highBand + 1) / (f.lowBand + 1)), 0) / fs.length;
  const meanCepstrum = (fs: Frame[]) => {
    const mean = new Float64Array(CEPSTRA);
    for (const f of fs)
      for (let c = 0; c < CEPSTRA; c++) mean[c] = (mean[c] ?? 0) + (f.cepstrum[c] ?? 0) / fs.length;
    return mean;
  };
  const a = meanCepstrum(loud.slice(0, third));
  const b = meanCepstrum(loud.slice(-third));
  let drift = 0;
  for (let c = 0; c < CEPSTRA; c++) drift += ((a[c] ?? 0) - (b[c] ?? 0)) ** 2;
  return {
    drift: Math.sqrt(drift),
    loudSec: loud.length * HOP_SEC,
    voicedShare: loud.filter((f) => f.voiced).length / loud.length,
    spectralChange: median(changes),
    nasalDropDb: tilt(loud.slice(0, third)) - tilt(loud.slice(-third)),
  };
}

/**
 * Mean cepstrum (the spectrum's shape, loudness left out) of the loud windows
 * of [startSec, endSec); undefined when none is loud.
 */
export function meanCepstrum(
  samples: Int16Array,
  sampleRate: number,
  startSec: number,
  endSec: number,
  thresholdDb: number,
): Float64Array | undefined {
  const hop = Math.round(HOP_SEC * sampleRate);
  const length = Math.round(WINDOW_SEC * sampleRate);
  const mean = new Float64Array(CEPSTRA);
  let loud = 0;
  for (
    let from = Math.max(0, Math.round(startSec * sampleRate));
    from + length <= Math.min(samples.length, Math.round(endSec * sampleRate));
    from += hop
  ) {
    const frame = analyseFrame(samples, from, sampleRate, thresholdDb);
    if (!frame.loud) continue;
    loud++;
    for (let c = 0; c < CEPSTRA; c++) mean[c] = (mean[c] ?? 0) + (frame.cepstrum[c] ?? 0);
  }
  if (loud === 0) return undefined;
  for (let c = 0; c < CEPSTRA; c++) mean[c] = (mean[c] ?? 0) / loud;
  return mean;
}

/** Euclidean distance between two cepstra. */
export function cepstralDistance(a: Float64Array, b: Float64Array): number {
  let d = 0;
  for (let c = 0; c < CEPSTRA; c++) d += ((a[c] ?? 0) - (b[c] ?? 0)) ** 2;
  return Math.sqrt(d);
}
