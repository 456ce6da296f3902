/**
 * Peak amplitude of the noise added for the aligner, in 16-bit steps: about
 * -55 dBFS RMS, the floor of a quiet room through a laptop microphone.
 */
export const ALIGNER_NOISE_PEAK = 100;

/**
 * The samples with a faint white noise added, for the aligner only (the
 * recognizer, the pauses and the voice measures use the audio as it is).
 * pocketsphinx's acoustic model was trained on microphone speech, which always
 * has some sound in every band: audio with nothing above 4 kHz (a telephone
 * or 8 kHz voice resampled) or digital silence puts its filterbank far from
 * anything it knows, and the grammar then matched nothing at all (every word
 * of the held-out kal speech spread instead of aligned; a free decode of it
 * read "what our era pop" for "good afternoon and"). With the noise it aligns.
 * Seeded, so the same audio always aligns the same way. Only used to retry a
 * segment the aligner could not place: on audio it aligns anyway the noise
 * moved some word edges (two of 19 pause starts of the 10-minute development
 * speech beyond 0.1 s).
 */
export function withNoiseFloor(
  samples: Int16Array,
  peak = ALIGNER_NOISE_PEAK,
  seed = 0x9e3779b9,
): Int16Array {
  const out = new Int16Array(samples.length);
  let state = seed >>> 0;
  for (let i = 0; i < samples.length; i++) {
    // xorshift32: fast, deterministic, white enough for this.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const noise = Math.round(((state / 0xffffffff) * 2 - 1) * peak);
    out[i] = Math.max(-32768, Math.min(32767, (samples[i] ?? 0) + noise));
  }
  return out;
}
