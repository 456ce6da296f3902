import { fft } from './hesitations/acoustics';
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
 * Harmonics notched once hum is found: up to 400-480 Hz, where a ground loop's buzz has faded.
 * Each is notched whether or not it stands out: a low voice's own harmonics hide the hum's third
 * or fourth in the spectrum, but not from the silence threshold (a development speech kept 10 dB
 * more hum between words when only the harmonics that stood out were notched; ADR 70).
 */
const HARMONICS = 8;
/** About 2 Hz apart at 16 kHz: a steady tone is one line, a voice's moving pitch is spread. */
const WINDOW = 8192;
/** The fundamental or the second harmonic this far above the spectrum around it is hum. */
const HUM_LINE_DB = 20;
/** Mains frequency drifts by a tenth of a hertz: each notch is this wide at -3 dB. */
const NOTCH_WIDTH_HZ = 3;

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
  let best: (Hum & { strength: number }) | undefined;
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
    best = { hz: anchor.hz / harmonic, strength };
  }
  return best && { hz: best.hz };
}

/**
 * The recording with a notch at the hum's frequency and each of its first harmonics. The
 * filters are causal and run from the recording's first sample, so a prefix of the recording
 * comes out as the start of the whole one does.
 */
export function removeHum(audio: PcmAudio, hum: Hum): PcmAudio {
  const x = Float64Array.from(audio.samples);
  for (let harmonic = 1; harmonic <= HARMONICS; harmonic++) {
    const hz = hum.hz * harmonic;
    if (hz >= audio.sampleRate / 2) continue;
    notch(x, hz / audio.sampleRate, hz / NOTCH_WIDTH_HZ);
  }
  const samples = new Int16Array(x.length);
  for (let i = 0; i < x.length; i++) {
    samples[i] = Math.max(-32768, Math.min(32767, Math.round(x[i] ?? 0)));
  }
  return { sampleRate: audio.sampleRate, samples };
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

/** A second-order notch (RBJ's cookbook) at `frequency` cycles per sample, in place. */
function notch(x: Float64Array, frequency: number, q: number): void {
  const w = 2 * Math.PI * frequency;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const b0 = 1 / a0;
  const b1 = (-2 * Math.cos(w)) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const xi = x[i] ?? 0;
    // b2 = b0 and a1 = b1 for a notch.
    const yi = b0 * xi + b1 * x1 + b0 * x2 - b1 * y1 - a2 * y2;
    x2 = x1;
    x1 = xi;
    y2 = y1;
    y1 = yi;
    x[i] = yi;
  }
}
