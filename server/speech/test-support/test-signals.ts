/** Synthetic signals with known pitch and loudness, for the voice tests. */

export const RATE = 16_000;

/** Linear amplitude of a sine whose RMS level is `db` dBFS. */
export const sineAmplitude = (db: number) => 32768 * Math.SQRT2 * 10 ** (db / 20);

export interface ToneOptions {
  /** f0 in Hz at time t seconds (from the tone's start). */
  f0: (t: number) => number;
  seconds: number;
  /** RMS level of the fundamental, dBFS. */
  db?: number;
  /** Harmonics with amplitude 1/k (a buzzy, voice-like source); 1 = pure sine. */
  harmonics?: number;
  rate?: number;
}

/** A tone whose phase follows f0(t), so glides are smooth. */
export function tone(options: ToneOptions): Float64Array {
  const { f0, seconds, db = -20, harmonics = 6, rate = RATE } = options;
  const out = new Float64Array(Math.round(seconds * rate));
  const amplitude = sineAmplitude(db);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    phase += (2 * Math.PI * f0(i / rate)) / rate;
    let v = 0;
    for (let k = 1; k <= harmonics; k++) v += Math.sin(k * phase) / k;
    out[i] = amplitude * v;
  }
  return out;
}

export function silence(seconds: number, rate = RATE): Float64Array {
  return new Float64Array(Math.round(seconds * rate));
}

/** Deterministic white noise at an RMS level in dBFS. */
export function noise(seconds: number, db: number, rate = RATE, seed = 7): Float64Array {
  const out = new Float64Array(Math.round(seconds * rate));
  let x = seed;
  // Uniform noise in -0.5..0.5 has RMS 1/sqrt(12).
  const scale = 32768 * 10 ** (db / 20) * Math.sqrt(12);
  for (let i = 0; i < out.length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out[i] = scale * (x / 2 ** 31 - 0.5);
  }
  return out;
}

/** Joins pieces into 16-bit samples (clipped). */
export function join(...pieces: Float64Array[]): Int16Array {
  const out = new Int16Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    for (let i = 0; i < piece.length; i++) {
      out[at + i] = Math.max(-32768, Math.min(32767, Math.round(piece[i] ?? 0)));
    }
    at += piece.length;
  }
  return out;
}
