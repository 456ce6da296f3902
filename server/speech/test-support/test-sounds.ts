/** Synthetic sounds for the hesitation tests: vowels as harmonics shaped by formants. */

export const RATE = 16_000;

/** Formant resonance at `f`: peaks of width `bandwidth` at each formant. */
function envelope(f: number, formants: readonly number[], bandwidth = 120): number {
  return formants.reduce((sum, formant) => sum + 1 / (1 + ((f - formant) / bandwidth) ** 2), 0);
}

export interface VowelOptions {
  seconds: number;
  /** Pitch, Hz. */
  f0?: number;
  /** Formants at the start and at the end (a glide moves between them). */
  formants: readonly number[];
  formantsAtEnd?: readonly number[];
  /** Peak level, dBFS. */
  db?: number;
}

/** A voiced sound: harmonics of f0 up to 4 kHz, weighted by a (possibly moving) formant envelope. */
export function vowel(options: VowelOptions): Float64Array {
  const { seconds, f0 = 120, formants, formantsAtEnd = formants, db = -20 } = options;
  const n = Math.round(seconds * RATE);
  const out = new Float64Array(n);
  const harmonics = Math.floor(4000 / f0);
  let peak = 0;
  for (let i = 0; i < n; i++) {
    const progress = i / n;
    const now = formants.map((f, k) => f + ((formantsAtEnd[k] ?? f) - f) * progress);
    let x = 0;
    for (let h = 1; h <= harmonics; h++) {
      x += envelope(h * f0, now) * Math.sin((2 * Math.PI * h * f0 * i) / RATE);
    }
    out[i] = x;
    peak = Math.max(peak, Math.abs(x));
  }
  const scale = (32767 * 10 ** (db / 20)) / (peak || 1);
  for (let i = 0; i < n; i++) out[i] = (out[i] ?? 0) * scale;
  return out;
}

/** Deterministic white noise at about `db` dBFS RMS. */
export function hiss(seconds: number, db: number, seed = 11): Float64Array {
  let x = seed;
  const amplitude = 32768 * 10 ** (db / 20) * Math.sqrt(3);
  return Float64Array.from({ length: Math.round(seconds * RATE) }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return (x / 2 ** 31 - 0.5) * 2 * amplitude;
  });
}

export const quiet = (seconds: number) => new Float64Array(Math.round(seconds * RATE));

export function join(...pieces: Float64Array[]): Int16Array {
  const out = new Int16Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    for (let i = 0; i < p.length; i++) {
      out[at + i] = Math.max(-32768, Math.min(32767, Math.round(p[i] ?? 0)));
    }
    at += p.length;
  }
  return out;
}

/** "uh": a held central vowel. */
export const UH = [600, 1200, 2500];
/** The nasal murmur of "m": one low resonance. */
export const M = [250];

/**
 * A word, as far as the hesitation features can tell: short vowels with
 * fricatives between them, so that the spectrum changes every few hundredths
 * of a second. 0.36 s.
 */
export function spokenWord(db = -20): Float64Array {
  const vowels = [
    [300, 2200, 2900],
    [700, 1200, 2500],
    [500, 1500, 2500],
    [400, 2000, 2600],
  ];
  const pieces: Float64Array[] = [];
  vowels.forEach((formants, i) => {
    pieces.push(vowel({ seconds: 0.06, formants, db }));
    if (i < vowels.length - 1) pieces.push(hiss(0.04, db - 15, 11 + i));
  });
  return Float64Array.from(join(...pieces));
}
