import { fft } from './hesitations/acoustics';
import { HumPhase, phaseTurn, turnHarmonics, type Harmonics } from './hum-phase';
import { peakOf } from './peak-of';
import { PLAN_THRESHOLD_SEC } from './segments';
import type { PcmAudio } from './wav';

/** Mains hum found in a recording: its frequency, measured (mains drifts off 50 or 60 Hz). */
export interface Hum {
  hz: number;
}

/**
 * Heard over the recording's first 20 s, the stretch segments are planned by: a stream's passes
 * recognize nothing before it is heard, so each pass removes the hum the whole recording will.
 */
export const HUM_LISTEN_SEC = PLAN_THRESHOLD_SEC;

const MAINS_HZ = [50, 60] as const;
/**
 * Harmonics taken out once hum is found: up to 400-480 Hz, where a ground loop's buzz has faded.
 * Each is taken out whether or not it stands out: a low voice's own harmonics hide the hum's third
 * or fourth in the spectrum, but not from the silence threshold (a development speech kept 10 dB
 * more hum between words when only the harmonics that stood out were notched; ADR 70).
 */
const HARMONICS = 8;
/** About 2 Hz apart at 16 kHz: a steady tone is one line, a voice's moving pitch is spread. */
const WINDOW = 8192;
/** The fundamental or the second harmonic this far above the spectrum around it is hum. */
const HUM_LINE_DB = 20;
/** How far the 0.5 s windows' estimate of a line may be off, Hz. */
const SHARPEN_RANGE_HZ = 0.25;
/** Frames of 20 ms, a whole period of 50 Hz, in which voice is told from quiet. */
const QUIET_FRAME_SEC = 0.02;
/**
 * The band above the hum in the first 20 s' quietest frames (this share of them) is the room. A
 * fluent speaker leaves few frames of silence: at a fifth, the rms voice's soft sounds counted as
 * room, and the model, following them, left -51 dBFS of a -30 dBFS hum; a twentieth leaves -67.
 */
const QUIET_PERCENTILE = 0.05;
/** A frame no louder above the hum than this over the room's level holds no voice. */
const QUIET_ABOVE_FLOOR_DB = 6;
/** Power of one 16-bit step: digital silence has no level to be louder than. */
const QUIET_LEAST = 1;
/** The estimate follows the hum over about this long, seconds of quiet frames. */
const FOLLOW_SEC = 0.5;

/**
 * The frequency's random walk, rad^2/s^3: a grid's frequency moves a few thousandths of a hertz a
 * second (1e-4 and 1e-2 left the same hum between words within 2 dB; ADR 72).
 */
const WANDER = 1e-3;
/**
 * One quiet frame's phase measurement, variance in rad^2: a voice's harmonics near the hum's move
 * it. At 0.01 the frequency wandered under a steady hum (1.2 dB more of it left between words, on
 * average over the development speeches, than at 0.1); at 1 drift was followed 2.3 dB worse.
 */
const PHASE_NOISE = 0.1;
/** How far the first 20 s' frequency may be off, rad/s. */
const START_OMEGA_SD = 2 * Math.PI * 0.01;
/**
 * Quiet frames on each side of a frame whose phase moves the frequency: a phrase's fading end and
 * soft start are counted quiet, and carry a voice's harmonics near the hum's.
 */
const MEASURE_MARGIN = 3;
/** The first quiet frames after the voice, in which the model's phase is set again. */
const RELOCK_FRAMES = 3;

/**
 * Mains hum (50 or 60 Hz and its harmonics) in the recording's first 20 s, or undefined. Hum is
 * a few steady lines in the spectrum of that stretch's quiet windows; a voice's pitch moves, so its
 * harmonics spread over many bins and no line stands out. No corpus speech or real recording
 * this machine has comes within 6 dB of the limit (ADR 70).
 */
export function findHum(audio: PcmAudio): Hum | undefined {
  const length = Math.min(audio.samples.length, Math.round(HUM_LISTEN_SEC * audio.sampleRate));
  if (length === 0) return undefined;
  const power = quietPower(audio.samples.subarray(0, length));
  const binHz = audio.sampleRate / WINDOW;
  let best: (Hum & { strength: number; harmonic: number }) | undefined;
  for (const mains of MAINS_HZ) {
    const lines = Array.from({ length: HARMONICS }, (_, i) =>
      lineAt(power, mains * (i + 1), binHz),
    );
    const found = lines.slice(0, 2).filter((line) => line.db >= HUM_LINE_DB);
    if (found.length === 0) continue;
    const strength = Math.max(...found.map((line) => line.db));
    if (best && best.strength >= strength) continue;
    // The strongest line tells the mains frequency most exactly.
    const anchor = lines.reduce((a, b) => (b.db > a.db ? b : a));
    const harmonic = lines.indexOf(anchor) + 1;
    best = { hz: anchor.hz / harmonic, strength, harmonic };
  }
  if (!best) return undefined;
  const stretch = audio.samples.subarray(0, length);
  return { hz: sharpen(stretch, audio.sampleRate, best.hz * best.harmonic) / best.harmonic };
}

/**
 * The recording with the hum subtracted: each harmonic's amplitude and phase are fitted on the
 * first 20 s' quiet frames, then followed through the recording on quiet frames only, so that a
 * hum that drifts or swells is followed and the voice never is. A notch would follow the voice too:
 * it rings for a tenth of a second with what the voice put into it, and that ringing, heard
 * between words, made pauses start late (ADR 71). Fitted on the first 20 s and causal after, so
 * a prefix of 20 s or more comes out as the start of the whole recording does.
 */
export function removeHum(audio: PcmAudio, hum: Hum): PcmAudio {
  const { samples, sampleRate } = audio;
  const frame = Math.round(QUIET_FRAME_SEC * sampleRate);
  const omega: number[] = [];
  for (let k = 1; k <= HARMONICS && hum.hz * k < sampleRate / 2; k++) {
    omega.push((2 * Math.PI * hum.hz * k) / sampleRate);
  }
  const kinds = frameKinds(samples, sampleRate, hum, frame);
  const heard = Math.min(samples.length, Math.round(HUM_LISTEN_SEC * sampleRate));
  const coefficients = fitHarmonics(
    samples.subarray(0, heard),
    omega,
    (i) => kinds[Math.floor(i / frame)] === QUIET,
  );
  const follow = 1 / (FOLLOW_SEC * sampleRate);
  const out = new Int16Array(samples.length);
  const tones = new Tones(omega);
  // The model turns at the hum's frequency as followed between words (ADR 72): each harmonic's
  // coefficient is rotated by h times the offset every sample.
  const tracked = trackedHarmonic(coefficients);
  const start = { re: coefficients.re[tracked - 1] ?? 0, im: coefficients.im[tracked - 1] ?? 0 };
  const phase = new HumPhase(WANDER, PHASE_NOISE, START_OMEGA_SD);
  const spin = { cos: new Float64Array(omega.length), sin: new Float64Array(omega.length) };
  const setSpin = (offset: number) => {
    for (let h = 0; h < omega.length; h++) {
      spin.cos[h] = Math.cos(((h + 1) * offset) / sampleRate);
      spin.sin[h] = Math.sin(((h + 1) * offset) / sampleRate);
    }
  };
  setSpin(0);
  // The tracked harmonic as measured in each quiet frame, waiting until the frames after it are
  // quiet too: a phrase's soft start or fading end, counted quiet, must not move the frequency.
  const measured: Array<{ t: number; re: number; im: number } | undefined> = [];
  let quietRun = 0;
  // Each harmonic as the model has it and as heard (the model and what it left), summed over a
  // quiet frame.
  const heardRe = new Float64Array(omega.length);
  const heardIm = new Float64Array(omega.length);
  const modelRe = new Float64Array(omega.length);
  const modelIm = new Float64Array(omega.length);
  for (let i = 0; i < samples.length; i++) {
    const f = Math.floor(i / frame);
    const kind = kinds[f];
    for (let h = 0; h < omega.length; h++) {
      const [re, im] = [coefficients.re[h] ?? 0, coefficients.im[h] ?? 0];
      coefficients.re[h] = re * (spin.cos[h] ?? 1) - im * (spin.sin[h] ?? 0);
      coefficients.im[h] = im * (spin.cos[h] ?? 1) + re * (spin.sin[h] ?? 0);
    }
    // Digital silence (a gap a stream's pass leaves between opening and tail) has no hum to take.
    if (kind === ZEROS) {
      if ((i + 1) % frame === 0) quietRun = 0;
      continue;
    }
    tones.at(i);
    let model = 0;
    for (let h = 0; h < omega.length; h++) {
      model +=
        (coefficients.re[h] ?? 0) * (tones.cos[h] ?? 0) -
        (coefficients.im[h] ?? 0) * (tones.sin[h] ?? 0);
    }
    const left = (samples[i] ?? 0) - model;
    // What is left of the hum in a quiet frame moves the estimate (an adaptive notch that only
    // listens between words): once the hum is gone, nothing moves it.
    if (kind === QUIET) {
      // Every harmonic is summed only where the phase may be set again; after, the tracked one.
      const relocking = quietRun < RELOCK_FRAMES;
      for (let h = 0; h < omega.length; h++) {
        if (relocking || h === tracked - 1) {
          modelRe[h] = (modelRe[h] ?? 0) + (coefficients.re[h] ?? 0);
          modelIm[h] = (modelIm[h] ?? 0) + (coefficients.im[h] ?? 0);
          heardRe[h] =
            (heardRe[h] ?? 0) + (coefficients.re[h] ?? 0) + 2 * left * (tones.cos[h] ?? 0);
          heardIm[h] =
            (heardIm[h] ?? 0) + (coefficients.im[h] ?? 0) - 2 * left * (tones.sin[h] ?? 0);
        }
        coefficients.re[h] = (coefficients.re[h] ?? 0) + follow * 2 * left * (tones.cos[h] ?? 0);
        coefficients.im[h] = (coefficients.im[h] ?? 0) - follow * 2 * left * (tones.sin[h] ?? 0);
      }
    }
    out[i] = Math.max(-32768, Math.min(32767, Math.round(left)));
    if ((i + 1) % frame !== 0) continue;
    // A frame ends: its measurement waits; the one MEASURE_MARGIN frames back is taken if it
    // stands among quiet frames on both sides.
    quietRun = kind === QUIET ? quietRun + 1 : 0;
    measured[f] =
      kind === QUIET
        ? {
            t: (f + 0.5) * QUIET_FRAME_SEC,
            re: (heardRe[tracked - 1] ?? 0) / frame,
            im: (heardIm[tracked - 1] ?? 0) / frame,
          }
        : undefined;
    // Through the phrase the model turned at the frequency last followed; the hum's has moved on.
    // Its phase is set again from the first quiet frames, by the one turn of the fundamental
    // (h times it for the h-th harmonic) that explains what they hold, if one does.
    if (kind === QUIET && quietRun <= RELOCK_FRAMES) {
      const turn = phaseTurn({ re: modelRe, im: modelIm }, { re: heardRe, im: heardIm });
      if (turn !== undefined) turnHarmonics(coefficients, turn);
    }
    for (const a of [modelRe, modelIm, heardRe, heardIm]) a.fill(0);
    const taken = measured[f - MEASURE_MARGIN];
    measured[f - MEASURE_MARGIN] = undefined;
    if (!taken || quietRun < 2 * MEASURE_MARGIN + 1) continue;
    const current = Math.hypot(
      coefficients.re[tracked - 1] ?? 0,
      coefficients.im[tracked - 1] ?? 0,
    );
    const size = Math.hypot(taken.re, taken.im);
    // A frame where the voice, not the hum, sets the tracked harmonic tells nothing of its phase.
    if (size > 2 * current || size < current / 2) continue;
    const angle = Math.atan2(
      taken.im * start.re - taken.re * start.im,
      taken.re * start.re + taken.im * start.im,
    );
    phase.update(taken.t, angle / tracked, (2 * Math.PI) / tracked);
    setSpin(phase.omegaNow);
  }
  return { sampleRate, samples: out };
}

/** The audio without its mains hum, or the same audio when it has none. */
export function withoutHum(audio: PcmAudio): PcmAudio {
  const hum = findHum(audio);
  return hum ? removeHum(audio, hum) : audio;
}

/**
 * Power spectrum summed over the quietest third of half-overlapping Hann windows (one zero-padded
 * window if short): between words the hum's harmonics stand out from a low voice's own.
 */
function quietPower(samples: Int16Array): Float64Array {
  const hann = Float64Array.from(
    { length: WINDOW },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / WINDOW),
  );
  const spectra: Array<{ power: Float64Array; total: number }> = [];
  const re = new Float64Array(WINDOW);
  const im = new Float64Array(WINDOW);
  for (
    let start = 0;
    spectra.length === 0 || start + WINDOW <= samples.length;
    start += WINDOW / 2
  ) {
    for (let i = 0; i < WINDOW; i++) re[i] = (samples[start + i] ?? 0) * (hann[i] ?? 0);
    im.fill(0);
    fft(re, im);
    const power = new Float64Array(WINDOW / 2 + 1);
    let total = 0;
    for (let k = 0; k < power.length; k++) {
      power[k] = (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
      total += power[k] ?? 0;
    }
    spectra.push({ power, total });
  }
  spectra.sort((x, y) => x.total - y.total);
  const quiet = spectra.slice(0, Math.max(1, Math.round(spectra.length / 3)));
  const summed = new Float64Array(WINDOW / 2 + 1);
  for (const { power } of quiet) {
    for (let k = 0; k < summed.length; k++) summed[k] = (summed[k] ?? 0) + (power[k] ?? 0);
  }
  return summed;
}

/**
 * How far the strongest bin within 2 Hz of `hz` stands above the median of the bins 6-20 Hz
 * from it (dB; the window's main lobe is 4 Hz wide), and its frequency, interpolated between bins.
 */
function lineAt(power: Float64Array, hz: number, binHz: number): { db: number; hz: number } {
  const bin = (f: number) => Math.round(f / binHz);
  let peak = bin(hz - 2);
  for (let k = peak; k <= bin(hz + 2); k++) if ((power[k] ?? 0) > (power[peak] ?? 0)) peak = k;
  const around: number[] = [];
  for (let k = bin(hz - 20); k <= bin(hz + 20); k++) {
    if (Math.abs(k * binHz - hz) >= 6 && k > 0) around.push(power[k] ?? 0);
  }
  around.sort((a, b) => a - b);
  const median = around[Math.floor(around.length / 2)] ?? 0;
  const [a, b, c] = [power[peak - 1] ?? 0, power[peak] ?? 0, power[peak + 1] ?? 0];
  if (b <= 0) return { db: 0, hz };
  // Nothing around it (digital silence and a pure tone, as in a test): no line to judge.
  const db = median > 0 ? 10 * Math.log10(b / median) : 0;
  // Parabolic interpolation of the log power: the tone's frequency to a few hundredths of a hertz.
  const [la, lb, lc] = [a, b, c].map((p) => Math.log(Math.max(p, 1e-30))) as [
    number,
    number,
    number,
  ];
  const denominator = la - 2 * lb + lc;
  const offset = denominator < 0 ? (0.5 * (la - lc)) / denominator : 0;
  return { db, hz: (peak + offset) * binHz };
}

/**
 * The frequency near `hz` where the whole stretch's Hann-windowed spectrum peaks. A 0.5 s window
 * tells a line's frequency to a few hundredths of a hertz; 20 s tell it to a thousandth, so that
 * the hum's model keeps in phase with it through a phrase, when it is not followed.
 */
function sharpen(samples: Int16Array, sampleRate: number, hz: number): number {
  const n = samples.length;
  const windowed = Float64Array.from(
    samples,
    (s, i) => s * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / Math.max(1, n - 1))),
  );
  const power = (f: number) => {
    // The spectrum at one frequency, by rotating a phasor (no table of n sines).
    const step = (2 * Math.PI * f) / sampleRate;
    const [cosStep, sinStep] = [Math.cos(step), Math.sin(step)];
    let c = 1;
    let s = 0;
    let re = 0;
    let im = 0;
    for (let i = 0; i < n; i++) {
      const x = windowed[i] ?? 0;
      re += x * c;
      im -= x * s;
      const next = c * cosStep - s * sinStep;
      s = s * cosStep + c * sinStep;
      c = next;
    }
    return re * re + im * im;
  };
  // The main lobe is 4 / duration wide: a grid a tenth of that finds it, a ternary search its top.
  const lobeHz = 4 / (n / sampleRate);
  return peakOf(power, hz - SHARPEN_RANGE_HZ, hz + SHARPEN_RANGE_HZ, lobeHz / 10, 16);
}

const VOICE = 0;
const QUIET = 1;
const ZEROS = 2;

/**
 * Each whole frame's kind: QUIET without voice, ZEROS all digital zeros, VOICE the rest (and a last
 * part frame). Quiet is told by the sound above the hum's harmonics, which the hum does not reach:
 * a voice lifts it (vowels, consonants), room noise does not. The level of that band's quiet frames
 * comes from the first 20 s. Causal, as the rest.
 */
function frameKinds(samples: Int16Array, sampleRate: number, hum: Hum, frame: number): Uint8Array {
  const above = highPass(samples, sampleRate, hum.hz * (HARMONICS + 0.5));
  const frames = Math.floor(samples.length / frame);
  const levels = new Float64Array(frames);
  const kinds = new Uint8Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    let zeros = true;
    for (let i = f * frame; i < (f + 1) * frame; i++) {
      sum += (above[i] ?? 0) ** 2;
      zeros &&= samples[i] === 0;
    }
    levels[f] = sum / frame;
    if (zeros) kinds[f] = ZEROS;
  }
  const heard = Math.min(frames, Math.floor((HUM_LISTEN_SEC * sampleRate) / frame));
  const sorted = levels
    .subarray(0, heard)
    .filter((_, f) => kinds[f] !== ZEROS)
    .sort();
  const floor = Math.max(
    sorted[Math.floor(QUIET_PERCENTILE * (sorted.length - 1))] ?? 0,
    QUIET_LEAST,
  );
  const quietBelow = floor * 10 ** (QUIET_ABOVE_FLOOR_DB / 10);
  for (let f = 0; f < frames; f++) {
    if (kinds[f] !== ZEROS) kinds[f] = (levels[f] ?? Infinity) <= quietBelow ? QUIET : VOICE;
  }
  return kinds;
}

/** The harmonic whose phase is followed: the lowest within 12 dB of the strongest. */
function trackedHarmonic(coefficients: Harmonics): number {
  const power = Array.from(coefficients.re, (re, h) => re * re + (coefficients.im[h] ?? 0) ** 2);
  const strongest = Math.max(...power);
  return power.findIndex((p) => p >= strongest / 10 ** 1.2) + 1;
}

/** Each harmonic's amplitude and phase (cosine and negated sine parts) over the chosen samples. */
function fitHarmonics(
  samples: Int16Array,
  omega: readonly number[],
  chosen: (i: number) => boolean,
): Harmonics {
  const re = new Float64Array(omega.length);
  const im = new Float64Array(omega.length);
  const tones = new Tones(omega);
  let count = 0;
  for (let i = 0; i < samples.length; i++) {
    if (!chosen(i)) continue;
    tones.at(i);
    count++;
    const x = samples[i] ?? 0;
    for (let h = 0; h < omega.length; h++) {
      re[h] = (re[h] ?? 0) + 2 * x * (tones.cos[h] ?? 0);
      im[h] = (im[h] ?? 0) - 2 * x * (tones.sin[h] ?? 0);
    }
  }
  for (let h = 0; h < omega.length; h++) {
    re[h] = count > 0 ? (re[h] ?? 0) / count : 0;
    im[h] = count > 0 ? (im[h] ?? 0) / count : 0;
  }
  return { re, im };
}

/**
 * cos and sin of each harmonic at sample i, for i rising: rotated a sample at a time (two
 * multiplications, not two calls to Math per harmonic) and set exactly every 4,096 samples, so that
 * rounding never builds up.
 */
class Tones {
  readonly cos: Float64Array;
  readonly sin: Float64Array;
  private readonly stepCos: Float64Array;
  private readonly stepSin: Float64Array;
  private next = -1;

  constructor(private readonly omega: readonly number[]) {
    this.cos = new Float64Array(omega.length);
    this.sin = new Float64Array(omega.length);
    this.stepCos = Float64Array.from(omega, Math.cos);
    this.stepSin = Float64Array.from(omega, Math.sin);
  }

  at(i: number): void {
    const exact = i !== this.next || i % 4096 === 0;
    for (let h = 0; h < this.omega.length; h++) {
      if (exact) {
        this.cos[h] = Math.cos((this.omega[h] ?? 0) * i);
        this.sin[h] = Math.sin((this.omega[h] ?? 0) * i);
        continue;
      }
      const [c, s] = [this.cos[h] ?? 0, this.sin[h] ?? 0];
      this.cos[h] = c * (this.stepCos[h] ?? 0) - s * (this.stepSin[h] ?? 0);
      this.sin[h] = s * (this.stepCos[h] ?? 0) + c * (this.stepSin[h] ?? 0);
    }
    this.next = i + 1;
  }
}

/** A fourth-order Butterworth high-pass (two RBJ sections), causal. */
function highPass(samples: Int16Array, sampleRate: number, cutoffHz: number): Float64Array {
  const x = Float64Array.from(samples);
  const w = (2 * Math.PI * cutoffHz) / sampleRate;
  const cos = Math.cos(w);
  // Q of the two sections of a fourth-order Butterworth.
  for (const q of [0.5412, 1.3066]) {
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    const b0 = (1 + cos) / 2 / a0;
    const b1 = -(1 + cos) / a0;
    const a1 = (-2 * cos) / a0;
    const a2 = (1 - alpha) / a0;
    let [x1, x2, y1, y2] = [0, 0, 0, 0];
    for (let i = 0; i < x.length; i++) {
      const xi = x[i] ?? 0;
      const yi = b0 * xi + b1 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
      [x2, x1, y2, y1] = [x1, xi, y1, yi];
      x[i] = yi;
    }
  }
  return x;
}
