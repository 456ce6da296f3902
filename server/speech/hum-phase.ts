import { peakOf } from './peak-of';

/** A turn that leaves more than this share of the model's misfit explains nothing. */
const RELOCK_LEFT = 0.1;

/**
 * The hum's phase and frequency, followed from its phase as measured between words: a Kalman
 * filter whose frequency wanders as a random walk. Mains frequency wanders (a grid moves a few
 * hundredths of a hertz in a minute), and through a phrase, where the hum cannot be measured, the
 * subtracted model must keep turning at the hum's own speed: a model held at the frequency of the
 * first 20 s slipped 0.4 radians in a 3 s phrase at 0.02 Hz off, and took the hum between words
 * only 1-13 dB down, where a steady hum goes 35-48 dB down (ADR 72). After a long phrase the filter is less sure of the phase,
 * so the next measurement moves it more; a measurement is unwrapped around the prediction.
 */
export class HumPhase {
  /** Phase (radians of the fundamental, from the nominal tone) and frequency offset (rad/s). */
  private phase = 0;
  private omega = 0;
  /** Covariance of (phase, omega). */
  private p00: number;
  private p01 = 0;
  private p11: number;
  private at = 0;

  constructor(
    /** How fast the frequency may wander: its random walk's intensity, rad^2/s^3. */
    private readonly wander: number,
    /** Variance of one phase measurement, rad^2. */
    private readonly noise: number,
    /** How far the frequency may be off at the start, rad/s (the fit's own uncertainty). */
    startOmegaSd: number,
  ) {
    this.p00 = 1;
    this.p11 = startOmegaSd ** 2;
  }

  /** The frequency offset, rad/s. */
  get omegaNow(): number {
    return this.omega;
  }

  /** The predicted phase at time t (s), unchanged state. */
  predictedPhase(t: number): number {
    return this.phase + this.omega * (t - this.at);
  }

  /**
   * A phase measured at time t (s, not before the last), known modulo `period` (2 pi / h for the
   * h-th harmonic): taken as the value nearest the prediction.
   */
  update(t: number, measured: number, period: number): void {
    const dt = Math.max(0, t - this.at);
    // Predict: phase moves by omega dt; the frequency's random walk spreads both.
    const q = this.wander;
    const phase = this.phase + this.omega * dt;
    const p00 = this.p00 + 2 * dt * this.p01 + dt * dt * this.p11 + (q * dt * dt * dt) / 3;
    const p01 = this.p01 + dt * this.p11 + (q * dt * dt) / 2;
    const p11 = this.p11 + q * dt;
    const innovation = wrap(measured - phase, period);
    const s = p00 + this.noise;
    const k0 = p00 / s;
    const k1 = p01 / s;
    this.phase = phase + k0 * innovation;
    this.omega += k1 * innovation;
    this.p00 = (1 - k0) * p00;
    this.p01 = (1 - k0) * p01;
    this.p11 = p11 - k1 * p01;
    this.at = t;
  }
}

/** Each harmonic's complex amplitude (cosine and negated sine parts), the fundamental first. */
export interface Harmonics {
  re: Float64Array;
  im: Float64Array;
}

/**
 * The turn of the fundamental's phase (radians; the h-th harmonic turns h times as far) that
 * brings `model` closest to `heard`, or undefined unless it leaves at most RELOCK_LEFT of their
 * difference: a voice's own harmonics near the hum's are not one turn of the whole model, and
 * moving the model after them cost a low voice's pauses 7 dB of hum under a steady hum (ADR 72).
 */
export function phaseTurn(model: Harmonics, heard: Harmonics): number | undefined {
  const misfit = (turn: number) => {
    let sum = 0;
    for (let h = 0; h < model.re.length; h++) {
      const [cos, sin] = [Math.cos((h + 1) * turn), Math.sin((h + 1) * turn)];
      const re = (model.re[h] ?? 0) * cos - (model.im[h] ?? 0) * sin;
      const im = (model.im[h] ?? 0) * cos + (model.re[h] ?? 0) * sin;
      sum += ((heard.re[h] ?? 0) - re) ** 2 + ((heard.im[h] ?? 0) - im) ** 2;
    }
    return sum;
  };
  // A grid of 49 turns over the whole circle finds the valley; a ternary search its floor.
  const turn = peakOf((x) => -misfit(x), -Math.PI, Math.PI, Math.PI / 24, 20);
  return misfit(turn) <= RELOCK_LEFT * misfit(0) ? turn : undefined;
}

/** Every harmonic turned: the h-th by h times `turn`. */
export function turnHarmonics(harmonics: Harmonics, turn: number): void {
  for (let h = 0; h < harmonics.re.length; h++) {
    const [cos, sin] = [Math.cos((h + 1) * turn), Math.sin((h + 1) * turn)];
    const [re, im] = [harmonics.re[h] ?? 0, harmonics.im[h] ?? 0];
    harmonics.re[h] = re * cos - im * sin;
    harmonics.im[h] = im * cos + re * sin;
  }
}

/** x moved by whole periods into [-period / 2, period / 2). */
export function wrap(x: number, period: number): number {
  return x - period * Math.floor(x / period + 0.5);
}
