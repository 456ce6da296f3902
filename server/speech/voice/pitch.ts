/**
 * Pitch (f0) tracking with YIN (de Cheveigné and Kawahara, 2002) on the
 * decoded recording.
 *
 * Speed: a plain YIN costs frames x lags x window multiply-adds, about 5e9 for
 * 10 minutes at 16 kHz. Two things bring it to about 1.5e8 (about 0.5 s of
 * CPU for 10 minutes, measured):
 * - the signal is low-passed and decimated to 4 kHz (f0 is at most 400 Hz);
 * - the lag products x[n] * x[n + lag] are summed once per 10 ms block and
 *   each 30 ms window adds up three blocks, so overlapping windows (10 ms hop)
 *   share the work instead of repeating it three times.
 * Windows whose loudness is under the silence threshold are skipped outright.
 */

export interface PitchOptions {
  minHz?: number;
  maxHz?: number;
  /** YIN absolute threshold: the first lag whose normalised difference dips under it wins. */
  dipThreshold?: number;
  /** A frame is voiced when the normalised difference at its period is under this. */
  voicingThreshold?: number;
  /** Frames quieter than this (dBFS, 10 ms RMS) are not analysed. */
  silenceDb?: number;
  /** Voiced runs shorter than this many frames are dropped as spurious. */
  minVoicedFrames?: number;
}

export interface PitchTrack {
  /** Frame k is centred on the middle of the k-th 10 ms frame of the recording. */
  hopSec: number;
  /** f0 in Hz per frame after smoothing; 0 = unvoiced. */
  f0: Float32Array;
}

export const PITCH_HOP_SEC = 0.01;
/**
 * Rate the analysis runs at. At 4 kHz a 400 Hz period is still 10 samples;
 * with parabolic interpolation the mean error on synthetic tones, glides and
 * vibrato was 0.01-0.07 semitones (0.00-0.065 at 8 kHz, for four times the work).
 */
const TARGET_RATE = 4000;
/** One block per hop; a window is three hops, starting one hop before its frame. */
const BLOCK_SEC = 0.01;
const WINDOW_BLOCKS = 3;
/** Frames analysed between two yields of the async tracker. */
const FRAMES_PER_STEP = 1000;

const DEFAULTS = {
  minHz: 70,
  maxHz: 400,
  dipThreshold: 0.15,
  voicingThreshold: 0.5,
  silenceDb: -50,
  minVoicedFrames: 4,
} satisfies Required<PitchOptions>;

/** Windowed-sinc low-pass (Hamming), cutoff as a fraction of the input rate. */
function lowPassTaps(cutoff: number, halfLength: number): Float32Array {
  const taps = new Float32Array(2 * halfLength + 1);
  let sum = 0;
  for (let i = -halfLength; i <= halfLength; i++) {
    const sinc = i === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * i) / (Math.PI * i);
    const window = 0.54 + 0.46 * Math.cos((Math.PI * i) / halfLength);
    const tap = sinc * window;
    taps[i + halfLength] = tap;
    sum += tap;
  }
  for (let i = 0; i < taps.length; i++) taps[i] = (taps[i] ?? 0) / sum;
  return taps;
}

/**
 * Low-passes, decimates and removes DC, sample n of the output being the
 * input's sample n * factor (the filter is symmetric, so no delay), scaled to
 * -1..1. `pad` zero samples are added on each side so that windows at the
 * edges read zeros instead of going out of range.
 */
function decimate(samples: ArrayLike<number>, factor: number, pad: number): Float32Array {
  const outLength = Math.ceil(samples.length / factor);
  const out = new Float32Array(outLength + 2 * pad);
  const half = factor === 1 ? 0 : 4 * factor;
  // Cutoff a little under the new Nyquist frequency.
  const taps = factor === 1 ? Float32Array.of(1) : lowPassTaps(0.45 / factor, half);
  const last = samples.length - 1;
  // One-pole DC blocker (corner about 20 Hz at 8 kHz): hum and offset are not pitch.
  let prevIn = 0;
  let prevOut = 0;
  for (let n = 0; n < outLength; n++) {
    const centre = n * factor;
    let acc = 0;
    if (centre - half >= 0 && centre + half <= last) {
      for (let j = 0; j < taps.length; j++)
        acc += (taps[j] ?? 0) * (samples[centre - half + j] ?? 0);
    } else {
      for (let j = 0; j < taps.length; j++) {
        const i = centre - half + j;
        if (i >= 0 && i <= last) acc += (taps[j] ?? 0) * (samples[i] ?? 0);
      }
    }
    const x = acc / 32768;
    const y = x - prevIn + 0.985 * prevOut;
    prevIn = x;
    prevOut = y;
    out[pad + n] = y;
  }
  return out;
}

interface Setup {
  rate: number;
  signal: Float32Array;
  /** Zero samples before the signal proper. */
  pad: number;
  block: number;
  window: number;
  hop: number;
  minLag: number;
  maxLag: number;
  frames: number;
  /** Frame level, dBFS of the original samples, 10 ms frames. */
  levelDb: ArrayLike<number>;
}

/**
 * Raw pitch for frames [from, to): fills f0 (left 0 when silent or aperiodic).
 *
 * The difference function is normalised by the two windows' energies,
 * d(lag) / (E(t) + E(t + lag)): 0 for a perfectly periodic signal, about 1 for
 * noise. YIN's cumulative-mean normalisation would need every lag from 1 up,
 * a fifth more work for lags that can never be a voice's period.
 */
function analyseFrames(
  s: Setup,
  f0: Float32Array,
  from: number,
  to: number,
  opts: Required<PitchOptions>,
) {
  const { signal, block, window, hop, minLag, maxLag } = s;
  // Column 0 holds the block energy, column i the products at lag minLag - 1 + i
  // (one lag either side of the range, for the interpolation).
  const lo = minLag - 1;
  const hi = maxLag + 1;
  const cols = hi - lo + 2;
  const blocksPerHop = hop / block;
  // Frame k's window is centred on the centre of 10 ms frame k.
  const firstStart = s.pad + from * hop - (window - hop) / 2;
  const blockCount = (to - from - 1) * blocksPerHop + WINDOW_BLOCKS;
  const needed = new Uint8Array(blockCount);
  let any = false;
  for (let k = from; k < to; k++) {
    if ((s.levelDb[k] ?? -100) < opts.silenceDb) continue;
    any = true;
    needed.fill(1, (k - from) * blocksPerHop, (k - from) * blocksPerHop + WINDOW_BLOCKS);
  }
  if (!any) return;

  // The hot loop: every sample times every lag once. Typed-array reads are
  // in range by construction (the signal is padded), hence the casts.
  const products = new Float64Array(blockCount * cols);
  for (let b = 0; b < blockCount; b++) {
    if (!needed[b]) continue;
    const start = firstStart + b * block;
    const end = start + block;
    const base = b * cols;
    let energy = 0;
    for (let n = start; n < end; n++) energy += (signal[n] as number) * (signal[n] as number);
    products[base] = energy;
    for (let lag = lo; lag <= hi; lag++) {
      let acc = 0;
      for (let n = start; n < end; n++) acc += (signal[n] as number) * (signal[n + lag] as number);
      products[base + 1 + lag - lo] = acc;
    }
  }

  const diff = new Float64Array(hi + 1);
  for (let k = from; k < to; k++) {
    if ((s.levelDb[k] ?? -100) < opts.silenceDb) continue;
    const b0 = (k - from) * blocksPerHop;
    const start = firstStart + (k - from) * hop;
    let energy = 0;
    for (let b = 0; b < WINDOW_BLOCKS; b++) energy += products[(b0 + b) * cols] as number;
    if (energy <= 0) continue;
    // Energy of the window shifted by lo, then slid one sample per lag.
    let shifted = 0;
    for (let n = start + lo; n < start + lo + window; n++) {
      shifted += (signal[n] as number) * (signal[n] as number);
    }
    for (let lag = lo; lag <= hi; lag++) {
      if (lag > lo) {
        const out = signal[start + lag - 1] as number;
        const inn = signal[start + window + lag - 1] as number;
        shifted += inn * inn - out * out;
      }
      let cross = 0;
      for (let b = 0; b < WINDOW_BLOCKS; b++)
        cross += products[(b0 + b) * cols + 1 + lag - lo] as number;
      const total = energy + shifted;
      diff[lag] = total > 0 ? Math.max(0, total - 2 * cross) / total : 1;
    }
    // YIN step 4: the first dip under the threshold, followed to its bottom; else the global minimum.
    let best = -1;
    for (let lag = minLag; lag <= maxLag; lag++) {
      if ((diff[lag] as number) < opts.dipThreshold) {
        while (lag < maxLag && (diff[lag + 1] as number) < (diff[lag] as number)) lag++;
        best = lag;
        break;
      }
    }
    if (best < 0) {
      let min = Infinity;
      for (let lag = minLag; lag <= maxLag; lag++) {
        const v = diff[lag] as number;
        if (v < min) {
          min = v;
          best = lag;
        }
      }
    }
    const value = diff[best] ?? 1;
    if (best < 0 || value >= opts.voicingThreshold) continue;
    // Still falling past the edge of the range: the period lies outside it, not a pitch.
    if (best === minLag && (diff[lo] as number) < value) continue;
    if (best === maxLag && (diff[hi] as number) < value) continue;
    // YIN step 5: parabolic interpolation for a sub-sample period.
    const a = diff[best - 1] ?? value;
    const c = diff[best + 1] ?? value;
    const denom = a - 2 * value + c;
    const shift = denom > 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / denom)) : 0;
    f0[k] = s.rate / (best + shift);
  }
}

/** Median of the first `n` values of `buf` (reordered in place). */
function medianOf(buf: Float64Array, n: number): number {
  const sorted = buf.subarray(0, n).sort();
  const mid = n >> 1;
  return n % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Frames either side whose median is the reference for octave folding (0.5 s)... */
const OCTAVE_REACH = 50;
/** ...when at least this many of them are voiced; else the whole track's median. */
const OCTAVE_SUPPORT = 20;
/** Further than this ratio (about 9.7 semitones) from the reference is taken as an octave slip. */
const OCTAVE_RATIO = 1.75;

/**
 * Cleans a raw track:
 * 1. voiced runs shorter than `minVoicedFrames` are dropped (clicks, creak);
 * 2. octave errors are folded back: a frame more than x1.75 (about 9.7
 *    semitones) away from the median of the voiced frames within 0.5 s (or of
 *    the whole track, when fewer than 20 frames nearby are voiced: an
 *    isolated slip would otherwise be its own reference) is moved by octaves
 *    until within it (YIN's usual slip is to a harmonic or sub-harmonic, and
 *    speech rarely leaps that far that fast);
 * 3. a 5-frame median filter within each voiced run removes single-frame jumps.
 */
export function smoothPitch(
  raw: Float32Array,
  minVoicedFrames = DEFAULTS.minVoicedFrames,
): Float32Array {
  const f0 = Float32Array.from(raw);
  for (let k = 0; k < f0.length;) {
    if (!f0[k]) {
      k++;
      continue;
    }
    let end = k;
    while (end < f0.length && f0[end]) end++;
    if (end - k < minVoicedFrames) f0.fill(0, k, end);
    k = end;
  }

  const all = f0.filter((f) => f > 0);
  const globalMedian = all.length ? medianOf(Float64Array.from(all), all.length) : 0;
  const buf = new Float64Array(2 * OCTAVE_REACH + 1);
  const folded = Float32Array.from(f0);
  for (let k = 0; k < f0.length; k++) {
    const f = f0[k] as number;
    if (!f) continue;
    let n = 0;
    const last = Math.min(f0.length - 1, k + OCTAVE_REACH);
    for (let j = Math.max(0, k - OCTAVE_REACH); j <= last; j++) {
      const v = f0[j] as number;
      if (v) buf[n++] = v;
    }
    const reference = n >= OCTAVE_SUPPORT ? medianOf(buf, n) : globalMedian;
    // Halving helps whenever the ratio is over sqrt(2), implied by 1.75. A slip to a
    // formant can be two octaves.
    let g = f;
    while (g / reference > OCTAVE_RATIO) g /= 2;
    while (g / reference < 1 / OCTAVE_RATIO) g *= 2;
    folded[k] = g;
  }

  const out = new Float32Array(f0.length);
  for (let k = 0; k < folded.length; k++) {
    if (!folded[k]) continue;
    let n = 0;
    for (let j = Math.max(0, k - 2); j <= Math.min(folded.length - 1, k + 2); j++) {
      const v = folded[j] as number;
      if (v) buf[n++] = v;
    }
    out[k] = medianOf(buf, n);
  }
  return out;
}

function setUp(
  samples: ArrayLike<number>,
  sampleRate: number,
  levelDb: ArrayLike<number>,
  opts: Required<PitchOptions>,
): Setup {
  const factor = Math.max(1, Math.floor(sampleRate / TARGET_RATE));
  const rate = sampleRate / factor;
  const block = rate * BLOCK_SEC;
  if (!Number.isInteger(block)) {
    // Frames must line up with the 10 ms loudness frames; 16 and 48 kHz do.
    throw new RangeError(
      `pitch tracking needs whole 10 ms blocks; ${sampleRate} Hz gives ${block}`,
    );
  }
  const hop = block;
  const window = WINDOW_BLOCKS * block;
  const minLag = Math.max(2, Math.floor(rate / opts.maxHz));
  const maxLag = Math.ceil(rate / opts.minHz);
  const pad = window + maxLag + 2;
  const signal = decimate(samples, factor, pad);
  const frames = Math.ceil(samples.length / (sampleRate * PITCH_HOP_SEC));
  return { rate, signal, pad, block, window, hop, minLag, maxLag, frames, levelDb };
}

/**
 * Tracks pitch in steps of about 10 s of audio, so that a caller can yield to
 * the event loop between them. `levelDb` is the 10 ms frame loudness
 * (energy.ts) used to skip silence.
 */
export function* trackPitchSteps(
  samples: ArrayLike<number>,
  sampleRate: number,
  levelDb: ArrayLike<number>,
  options: PitchOptions = {},
): Generator<void, PitchTrack> {
  const opts = { ...DEFAULTS, ...options };
  const setup = setUp(samples, sampleRate, levelDb, opts);
  const raw = new Float32Array(setup.frames);
  for (let from = 0; from < setup.frames; from += FRAMES_PER_STEP) {
    analyseFrames(setup, raw, from, Math.min(setup.frames, from + FRAMES_PER_STEP), opts);
    yield;
  }
  return { hopSec: PITCH_HOP_SEC, f0: smoothPitch(raw, opts.minVoicedFrames) };
}

/** The whole track at once (tests, scripts). */
export function trackPitch(
  samples: ArrayLike<number>,
  sampleRate: number,
  levelDb: ArrayLike<number>,
  options: PitchOptions = {},
): PitchTrack {
  const steps = trackPitchSteps(samples, sampleRate, levelDb, options);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
