import { DECODED_SAMPLE_RATE, type DecodeOptions } from './decode';
import {
  MAX_SHIFT,
  PREROLL_SEC,
  SETTLE_SEC,
  samplesDecoder,
  seekShift,
} from './decode-opening-and-tail';
import type { PcmAudio } from './wav';

/** The rest is decoded from this far before the end of what is known: the overlap places it. */
const OVERLAP_SEC = 3;
/** The opening cut at this length shows how far short of a limit ffmpeg cuts. */
const CUT_PROBE_SEC = 2;

/**
 * The whole decode of a recording whose start is known already, decoded by a stream's passes
 * while it was recorded (stream-audio-store.ts, ADR 34): only the rest is decoded, through a
 * seek, and placed where its first seconds equal the known samples, at one shift (as the tail of
 * decode-opening-and-tail.ts is). Undefined when they match at no shift or at several: the
 * caller then decodes the whole recording.
 */
export async function decodeAfterKnown(
  inputPath: string,
  workDir: string,
  known: Int16Array,
  options: DecodeOptions,
): Promise<{ audio: PcmAudio; durationSec: number } | undefined> {
  const rate = DECODED_SAMPLE_RATE;
  const fromSec = Math.floor((known.length / rate - OVERLAP_SEC) * 100) / 100;
  if (fromSec < PREROLL_SEC) return undefined;
  const decode = samplesDecoder(inputPath, workDir, options);
  const limit = options.maxDurationSec;
  const [rest, opening] = await Promise.all([
    decode('after-known', { window: { seekSec: fromSec - PREROLL_SEC, startSec: fromSec } }),
    // ffmpeg cuts the whole decode at a limit a few ms short of it, wherever the cut is: a cut
    // of the opening says by how much (ADR 32).
    limit === undefined ? undefined : decode('cut-opening', { maxDurationSec: CUT_PROBE_SEC }),
  ]);
  const nominal = Math.round(fromSec * rate);
  // Only the part of the rest that the known samples reach is compared (at any shift tried).
  const overlap = known.length - nominal - MAX_SHIFT;
  const shift = seekShift(known, rest.subarray(0, Math.max(0, overlap)), nominal);
  if (shift === undefined) return undefined;
  const edge = Math.round(SETTLE_SEC * rate);
  const joinAt = nominal + shift + edge;
  let length = nominal + shift + rest.length;
  if (limit !== undefined && opening) {
    const cutShort = CUT_PROBE_SEC * rate - opening.length;
    if (cutShort < 0 || cutShort > MAX_SHIFT) return undefined;
    length = Math.min(length, Math.round(limit * rate) - cutShort);
  }
  if (length <= joinAt) return undefined;
  const samples = new Int16Array(length);
  samples.set(known.subarray(0, joinAt));
  samples.set(rest.subarray(edge, edge + length - joinAt), joinAt);
  return { audio: { sampleRate: rate, samples }, durationSec: samples.length / rate };
}
