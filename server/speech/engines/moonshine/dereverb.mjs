// Weighted prediction error (WPE) dereverberation of one segment, single channel (Nakatani et
// al. 2010; Yoshioka and Nakatani 2012): in each frequency bin of a short-time Fourier transform,
// the late reverberation of a frame is what a linear filter predicts from the frames `DELAY` to
// `DELAY + TAPS - 1` before it, and the filter is the one that leaves the least of it, each frame
// weighted by the inverse of its estimated clean power (speech is sparse; reverberation is
// dense), the power estimated from the frames themselves. The prediction is subtracted; the
// direct sound and early reflections, under the delay, stay. Moonshine Tiny hears a reverberant room badly (ADR 78). Plain JavaScript for the worker
// (see moonshine-worker.mjs); typed in dereverb.d.mts.

/** 64 ms frames, 16 ms apart, at 16 kHz. */
const FRAME = 1024;
const HOP = 256;
/** The prediction starts 48 ms back (3 frames) and reaches 10 frames further. */
const DELAY = 3;
const TAPS = 10;
/**
 * One round of the filter: on the development set's reverberant speech (1,847 words) one, two and
 * three rounds left 65, 64 and 64 word errors, and every further round costs as much again (ADR 78).
 */
/**
 * The gate's look: one round of the filter in every 8th bin of at most a segment's first 30 s.
 * Fewer seconds fit the filter to chance (8 s: dry speech within 2 dB of reverberant), and so
 * did more rounds.
 */
const GATE_STRIDE = 8;
const GATE_SAMPLES = 30 * 16000;
/**
 * A segment shorter than 8 s is heard as recorded: fitted to fewer frames the filter removes more
 * by chance (a dry development speech with low noise read -26 dB on its last 4.8 s).
 */
const GATE_MIN_SAMPLES = 8 * 16000;
/**
 * From 250 Hz up: below it lie room noise (fans, traffic: steady, so the filter predicts it as
 * it predicts a room's tail) and the fundamental of low voices. Measured from 16 Hz, the
 * development set's rms voice with the renderer's low noise at -45 dB read -20 to -24 dB, as
 * reverberant as a room of sox's reverb 20 (ADR 78).
 */
const GATE_FROM_BIN = Math.round((250 * FRAME) / 16000);
/** Floor of a frame's power (after the 1 / window-sum scaling), as scipy's WPE reference did. */
const POWER_FLOOR = 1e-10;
/**
 * Whether the room was heard: the share of a segment's energy from 250 Hz up that one round of
 * the filter removes (reverberationDb). On the development set's 20 s stretches (ADR 78): dry
 * speech -30 to -52 dB (with the renderer's low noise at -45 dB added: -30 to -41), with sox's
 * reverb of 20-50 -16 to -21 dB; the real read speech -27 to -37 dB. MOONSHINE_DEREVERB_DB.
 */
export const REVERBERANT_DB = -24;

const BINS = FRAME / 2 + 1;

/** Periodic Hann window. */
const WINDOW = Float64Array.from(
  { length: FRAME },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME),
);
const WINDOW_SUM = WINDOW.reduce((a, b) => a + b, 0);

/** In-place radix-2 complex FFT of length FRAME (inverse: conjugate twiddles, no scaling). */
const BIT_REVERSED = (() => {
  const bits = Math.log2(FRAME);
  return Uint32Array.from({ length: FRAME }, (_, i) => {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    return r;
  });
})();
const COS = Float64Array.from({ length: FRAME / 2 }, (_, i) => Math.cos((2 * Math.PI * i) / FRAME));
const SIN = Float64Array.from({ length: FRAME / 2 }, (_, i) => Math.sin((2 * Math.PI * i) / FRAME));

function fft(re, im, inverse) {
  for (let i = 0; i < FRAME; i++) {
    const j = BIT_REVERSED[i];
    if (j > i) {
      const r = re[i];
      re[i] = re[j];
      re[j] = r;
      const m = im[i];
      im[i] = im[j];
      im[j] = m;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let size = 2; size <= FRAME; size *= 2) {
    const half = size / 2;
    const step = FRAME / size;
    // A stage's butterflies are independent: each twiddle is read once, the sums are the same.
    for (let k = 0; k < half; k++) {
      const wr = COS[k * step];
      const wi = sign * SIN[k * step];
      for (let a = k; a < FRAME; a += size) {
        const b = a + half;
        const tr = re[b] * wr - im[b] * wi;
        const ti = re[b] * wi + im[b] * wr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
}

/** Frame `t`'s windowed samples into `out`, zeros outside the signal. */
function windowFrame(samples, t, out) {
  const from = t * HOP - FRAME / 2;
  for (let i = 0; i < FRAME; i++) {
    const s = from + i;
    out[i] = s >= 0 && s < samples.length ? samples[s] * WINDOW[i] : 0;
  }
}

const frameCount = (length) => Math.max(1, Math.ceil(length / HOP) + 1);

/**
 * The short-time spectrum, bin-major: `re[f * frames + t]`. The signal is padded with half a
 * frame of zeros at both ends, so every sample lies under two or more frames.
 */
export function analyse(samples) {
  const frames = frameCount(samples.length);
  const re = new Float64Array(BINS * frames);
  const im = new Float64Array(BINS * frames);
  const fr = new Float64Array(FRAME);
  const fi = new Float64Array(FRAME);
  for (let t = 0; t < frames; t++) {
    windowFrame(samples, t, fr);
    fi.fill(0);
    fft(fr, fi, false);
    for (let f = 0; f < BINS; f++) {
      re[f * frames + t] = fr[f] / WINDOW_SUM;
      im[f * frames + t] = fi[f] / WINDOW_SUM;
    }
  }
  return { re, im, frames };
}

/**
 * The same spectrum in the given bins only (`re[j * frames + t]` for `bins[j]`), two frames a
 * transform: frame t as the real part and t + 1 as the imaginary part, told apart by symmetry
 * (a real frame's spectrum is conjugate-symmetric). The gate's look at a dry segment, which is
 * all most segments get, costs a third of `analyse` (equal to it within rounding, 1e-16).
 */
export function analyseBins(samples, bins) {
  const frames = frameCount(samples.length);
  const re = new Float64Array(bins.length * frames);
  const im = new Float64Array(bins.length * frames);
  const zr = new Float64Array(FRAME);
  const zi = new Float64Array(FRAME);
  const scale = 2 * WINDOW_SUM;
  for (let t = 0; t < frames; t += 2) {
    windowFrame(samples, t, zr);
    if (t + 1 < frames) windowFrame(samples, t + 1, zi);
    else zi.fill(0);
    fft(zr, zi, false);
    for (let j = 0; j < bins.length; j++) {
      const k = bins[j];
      const m = (FRAME - k) % FRAME;
      re[j * frames + t] = (zr[k] + zr[m]) / scale;
      im[j * frames + t] = (zi[k] - zi[m]) / scale;
      if (t + 1 < frames) {
        re[j * frames + t + 1] = (zi[k] + zi[m]) / scale;
        im[j * frames + t + 1] = (zr[m] - zr[k]) / scale;
      }
    }
  }
  return { re, im, frames };
}

/** Overlap-add back to `length` samples (window-squared normalised), from a bin-major spectrum. */
function synthesise(re, im, frames, length) {
  const out = new Float64Array(length);
  const norm = new Float64Array(length);
  const fr = new Float64Array(FRAME);
  const fi = new Float64Array(FRAME);
  for (let t = 0; t < frames; t++) {
    for (let f = 0; f < BINS; f++) {
      fr[f] = re[f * frames + t] * WINDOW_SUM;
      fi[f] = im[f * frames + t] * WINDOW_SUM;
    }
    for (let f = BINS; f < FRAME; f++) {
      fr[f] = fr[FRAME - f];
      fi[f] = -fi[FRAME - f];
    }
    fft(fr, fi, true);
    const from = t * HOP - FRAME / 2;
    for (let i = 0; i < FRAME; i++) {
      const s = from + i;
      if (s < 0 || s >= length) continue;
      out[s] += (fr[i] / FRAME) * WINDOW[i];
      norm[s] += WINDOW[i] * WINDOW[i];
    }
  }
  const result = new Float32Array(length);
  for (let s = 0; s < length; s++) result[s] = norm[s] > 1e-8 ? out[s] / norm[s] : 0;
  return result;
}

/**
 * Solves the K x K Hermitian system R g = p in place by Cholesky (R upper triangle, row-major,
 * complex as re/im arrays); `loading` is added to the diagonal first.
 */
function solveHermitian(rr, ri, pr, pi, loading) {
  const K = TAPS;
  // Lower factor L (L L^H = R), stored in lr/li.
  const lr = new Float64Array(K * K);
  const li = new Float64Array(K * K);
  for (let j = 0; j < K; j++) {
    let d = rr[j * K + j] + loading;
    for (let k = 0; k < j; k++) d -= lr[j * K + k] ** 2 + li[j * K + k] ** 2;
    if (!(d > 0)) return undefined;
    const djj = Math.sqrt(d);
    lr[j * K + j] = djj;
    for (let i = j + 1; i < K; i++) {
      // R[i][j] = conj(R[j][i]) from the upper triangle.
      let sr = rr[j * K + i];
      let si = -ri[j * K + i];
      for (let k = 0; k < j; k++) {
        // L[i][k] * conj(L[j][k])
        sr -= lr[i * K + k] * lr[j * K + k] + li[i * K + k] * li[j * K + k];
        si -= li[i * K + k] * lr[j * K + k] - lr[i * K + k] * li[j * K + k];
      }
      lr[i * K + j] = sr / djj;
      li[i * K + j] = si / djj;
    }
  }
  // Forward: L y = p.
  const yr = new Float64Array(K);
  const yi = new Float64Array(K);
  for (let i = 0; i < K; i++) {
    let sr = pr[i];
    let si = pi[i];
    for (let k = 0; k < i; k++) {
      sr -= lr[i * K + k] * yr[k] - li[i * K + k] * yi[k];
      si -= lr[i * K + k] * yi[k] + li[i * K + k] * yr[k];
    }
    yr[i] = sr / lr[i * K + i];
    yi[i] = si / lr[i * K + i];
  }
  // Backward: L^H g = y.
  const gr = new Float64Array(K);
  const gi = new Float64Array(K);
  for (let i = K - 1; i >= 0; i--) {
    let sr = yr[i];
    let si = yi[i];
    for (let k = i + 1; k < K; k++) {
      // conj(L[k][i]) * g[k]
      sr -= lr[k * K + i] * gr[k] + li[k * K + i] * gi[k];
      si -= lr[k * K + i] * gi[k] - li[k * K + i] * gr[k];
    }
    gr[i] = sr / lr[i * K + i];
    gi[i] = si / lr[i * K + i];
  }
  return { gr, gi };
}

/**
 * One bin's WPE, one round: `xr`/`xi` the bin's frames (views), `dr`/`di` the estimate (a copy of
 * the frames on the way in), written in place: the clean power estimated, then the filter.
 */
function dereverberateBin(xr, xi, dr, di) {
  const T = xr.length;
  const K = TAPS;
  const rr = new Float64Array(K * K);
  const ri = new Float64Array(K * K);
  const pr = new Float64Array(K);
  const pi = new Float64Array(K);
  const weight = new Float64Array(T);
  // The clean power, estimated over three frames.
  for (let t = 0; t < T; t++) {
    let p = 0;
    for (let u = t - 1; u <= t + 1; u++) if (u >= 0 && u < T) p += dr[u] ** 2 + di[u] ** 2;
    weight[t] = 1 / Math.max(p / 3, POWER_FLOOR);
  }
  for (let t = DELAY; t < T; t++) {
    const w = weight[t];
    const last = Math.min(K, t - DELAY + 1);
    for (let a = 0; a < last; a++) {
      const ar = xr[t - DELAY - a];
      const ai = xi[t - DELAY - a];
      // R[a][b] += w x_a conj(x_b), b >= a.
      for (let b = a; b < last; b++) {
        const br = xr[t - DELAY - b];
        const bi = xi[t - DELAY - b];
        rr[a * K + b] += w * (ar * br + ai * bi);
        ri[a * K + b] += w * (ai * br - ar * bi);
      }
      // P[a] += w x_a conj(X_t).
      pr[a] += w * (ar * xr[t] + ai * xi[t]);
      pi[a] += w * (ai * xr[t] - ar * xi[t]);
    }
  }
  let trace = 0;
  for (let k = 0; k < K; k++) trace += rr[k * K + k];
  const g = solveHermitian(rr, ri, pr, pi, (1e-6 * trace) / K);
  if (!g) return;
  // D_t = X_t - sum_k conj(g_k) X_{t-DELAY-k}.
  for (let t = 0; t < T; t++) {
    let sr = xr[t];
    let si = xi[t];
    const last = Math.min(K, t - DELAY + 1);
    for (let k = 0; k < last; k++) {
      const ar = xr[t - DELAY - k];
      const ai = xi[t - DELAY - k];
      sr -= g.gr[k] * ar + g.gi[k] * ai;
      si -= g.gr[k] * ai - g.gi[k] * ar;
    }
    dr[t] = sr;
    di[t] = si;
  }
}

/**
 * The segment with its room's late reverberation removed, and how much was removed (dB of the
 * segment's energy). Where that is under REVERBERANT_DB the room was not heard, and the samples
 * come back as they were: taken out of speech without reverberation, the little WPE removes
 * still moves Moonshine's words (ADR 78).
 */
export function dereverberate(samples, reverberantDb = REVERBERANT_DB) {
  if (samples.length < GATE_MIN_SAMPLES || reverberantDb >= 0) {
    return { samples, removedDb: -Infinity, applied: false };
  }
  const removedDb = reverberationDb(samples.subarray(0, GATE_SAMPLES));
  if (!(removedDb >= reverberantDb)) return { samples, removedDb, applied: false };
  // The room was heard (a few segments in a hundred): every bin analysed and filtered afresh,
  // the gate's too, which costs a tenth of the filter and keeps the gate's look cheap.
  const { re, im, frames } = analyse(samples);
  const dre = Float64Array.from(re);
  const dim = Float64Array.from(im);
  for (let f = 0; f < BINS; f++) filterBin(re, im, dre, dim, frames, f);
  return { samples: synthesise(dre, dim, frames, samples.length), removedDb, applied: true };
}

/** WPE on row `row` of a bin-major spectrum, the estimate written into `dre`/`dim`. */
function filterBin(re, im, dre, dim, frames, row) {
  const at = row * frames;
  const end = at + frames;
  dereverberateBin(
    re.subarray(at, end),
    im.subarray(at, end),
    dre.subarray(at, end),
    dim.subarray(at, end),
  );
}

/** The gate's bins: every GATE_STRIDE-th from GATE_FROM_BIN. */
const GATE_BINS = Array.from(
  { length: Math.ceil((BINS - GATE_FROM_BIN) / GATE_STRIDE) },
  (_, j) => GATE_FROM_BIN + j * GATE_STRIDE,
);

/**
 * The share of the energy the filter removes, in dB, looked at cheaply: in the gate's bins of
 * the samples given (the segment's first GATE_SAMPLES; a room does not change within a segment).
 */
export function reverberationDb(samples) {
  const { re, im, frames } = analyseBins(samples, GATE_BINS);
  const dre = Float64Array.from(re);
  const dim = Float64Array.from(im);
  let total = 0;
  let removed = 0;
  for (let j = 0; j < GATE_BINS.length; j++) {
    filterBin(re, im, dre, dim, frames, j);
    for (let i = j * frames; i < (j + 1) * frames; i++) {
      total += re[i] ** 2 + im[i] ** 2;
      removed += (re[i] - dre[i]) ** 2 + (im[i] - dim[i]) ** 2;
    }
  }
  return total > 0 && removed > 0 ? 10 * Math.log10(removed / total) : -Infinity;
}
