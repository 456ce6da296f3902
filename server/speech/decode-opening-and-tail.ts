import path from 'node:path';
import { DECODED_SAMPLE_RATE, decodeToWav, type DecodeOptions } from './decode';
import { frameEnergies } from './energy';
import { PLAN_THRESHOLD_SEC, planningEnergy } from './segments';
import { readWav, type PcmAudio } from './wav';

/** The tail is decoded from this far before the point it is wanted from. */
export const TAIL_MARGIN_SEC = 5;
/** Decoding starts this far before a window, so the decoder's state has settled by then. */
export const PREROLL_SEC = 2;
/** The resampler's first output is not yet the whole decode's: this much is decoded and dropped. */
export const SETTLE_SEC = 0.1;
/** The window the seek is checked on, inside the opening. */
const CHECK = { startSec: 10, endSec: 15 };
/** How far a seek may land from the whole decode's timeline (ffmpeg shifts it by ~1 ms). */
export const MAX_SHIFT = Math.round(0.06 * DECODED_SAMPLE_RATE);
/** Frames of sound that keep the silences of the tail apart from the gap (findSilences' blips). */
const SOUND_RUN_FRAMES = 4;

/**
 * A long recording's opening and its tail from `fromSec` on, with zeros between, sample for
 * sample where the whole decode has them (issue 12, ADR 32). A stream's recognition pass needs
 * only those: the opening for the segment planning's threshold, the tail for the segments it
 * closes. Decoding ten minutes of Opus to reach the last 25 s costs about 1.5 s of a core; the
 * demuxer's seek reaches it without decoding.
 *
 * The seek is checked, not trusted: a window of the opening decoded through a seek must equal
 * the opening decoded from the start, at one shift; that shift places the tail. Undefined when
 * the check fails, or when no sound in the margin keeps the gap's silence from running into the
 * tail's: the caller then decodes the whole recording.
 */
export async function decodeOpeningAndTail(
  inputPath: string,
  workDir: string,
  fromSec: number,
  options: DecodeOptions,
  /** What an earlier pass found of the same recording's opening: only the tail is decoded. */
  known?: DecodedOpening,
): Promise<
  | {
      audio: PcmAudio;
      durationSec: number;
      opening: DecodedOpening;
      /** The first sample of the tail: from it on, the samples are the whole decode's. */
      tailFrom: number;
    }
  | undefined
> {
  const rate = DECODED_SAMPLE_RATE;
  const tailFrom = Math.floor((fromSec - TAIL_MARGIN_SEC) * 100) / 100;
  if (tailFrom < PLAN_THRESHOLD_SEC) return undefined;
  const decode = samplesDecoder(inputPath, workDir, options);
  const [opening, tail] = await Promise.all([
    known ?? decodeOpening(decode),
    decode('tail', {
      window: { seekSec: tailFrom - PREROLL_SEC, startSec: tailFrom - SETTLE_SEC },
    }),
  ]);
  if (!opening) return undefined;
  const { shift, cutShort } = opening;

  const tailStart = Math.round((tailFrom - SETTLE_SEC) * rate) + shift;
  const skip = Math.round(SETTLE_SEC * rate);
  const limit = options.maxDurationSec;
  const length = Math.min(
    tailStart + tail.length,
    limit === undefined ? Infinity : Math.round(limit * rate) - cutShort,
  );
  if (length <= tailStart + skip) return undefined;
  const samples = new Int16Array(length);
  samples.set(opening.samples);
  samples.set(tail.subarray(skip, length - tailStart), tailStart + skip);
  if (!soundBetween(samples, tailStart + skip, fromSec)) return undefined;
  return {
    audio: { sampleRate: rate, samples },
    durationSec: samples.length / rate,
    opening,
    tailFrom: tailStart + skip,
  };
}

/**
 * What a long recording's opening says, the same for every prefix of it: its first
 * PLAN_THRESHOLD_SEC decoded, where a seek lands against the whole decode's timeline, and how
 * short of a length limit ffmpeg cuts. A stream's passes find it once (issue 12).
 */
export interface DecodedOpening {
  samples: Int16Array;
  shift: number;
  cutShort: number;
}

/** What a recording's opening says (a pass that decoded the whole prefix finds it once). */
export function findOpening(
  inputPath: string,
  workDir: string,
  options: DecodeOptions,
): Promise<DecodedOpening | undefined> {
  return decodeOpening(samplesDecoder(inputPath, workDir, options));
}

type SamplesDecoder = (name: string, extra: Partial<DecodeOptions>) => Promise<Int16Array>;

/** Decodes stretches of one recording (`extra` over `options`) to samples, through `<name>.wav`. */
export function samplesDecoder(
  inputPath: string,
  workDir: string,
  options: DecodeOptions,
): SamplesDecoder {
  return async (name, extra) => {
    const wavPath = path.join(workDir, `${name}.wav`);
    await decodeToWav(inputPath, wavPath, { ...options, ...extra });
    return (await readWav(wavPath)).samples;
  };
}

async function decodeOpening(decode: SamplesDecoder): Promise<DecodedOpening | undefined> {
  const rate = DECODED_SAMPLE_RATE;
  const openingSec = PLAN_THRESHOLD_SEC + 1;
  const [opening, check] = await Promise.all([
    decode('opening', { maxDurationSec: openingSec }),
    decode('seek-check', { window: { seekSec: CHECK.startSec - PREROLL_SEC, ...CHECK } }),
  ]);
  const shift = seekShift(opening, check, Math.round(CHECK.startSec * rate));
  if (shift === undefined) return undefined;
  // ffmpeg's cut at a length limit falls short of it by a few ms (the Opus pre-skip), the same
  // wherever it is made: the opening's cut says by how much, so the whole decode's length at the
  // recording's limit is known.
  const cutShort = openingSec * rate - opening.length;
  if (cutShort < 0 || cutShort > MAX_SHIFT) return undefined;
  return { samples: opening.slice(0, PLAN_THRESHOLD_SEC * rate), shift, cutShort };
}

/**
 * Where a window decoded through a seek sits on the whole decode's timeline, relative to
 * `nominal` (the sample its start time names): the one shift at which it equals `whole`
 * (its settling edges left out). Undefined when no shift or more than one fits.
 */
export function seekShift(
  whole: Int16Array,
  window: Int16Array,
  nominal: number,
): number | undefined {
  const edge = Math.round(SETTLE_SEC * DECODED_SAMPLE_RATE);
  const part = window.subarray(edge, window.length - edge);
  if (part.length < edge) return undefined;
  let found: number | undefined;
  for (let shift = -MAX_SHIFT; shift <= MAX_SHIFT; shift++) {
    const at = nominal + edge + shift;
    if (at < 0 || at + part.length > whole.length) continue;
    let same = true;
    for (let i = 0; i < part.length && same; i++) same = part[i] === whole[at + i];
    if (!same) continue;
    // Two fits: the window is silence, or repeats itself; it places nothing.
    if (found !== undefined) return undefined;
    found = shift;
  }
  return found;
}

/** Whether sound (at the planning threshold) lasts SOUND_RUN_FRAMES between `from` and `toSec`. */
function soundBetween(samples: Int16Array, from: number, toSec: number): boolean {
  const rate = DECODED_SAMPLE_RATE;
  const { energy } = planningEnergy(
    frameEnergies(samples.subarray(0, PLAN_THRESHOLD_SEC * rate), rate),
  );
  const frame = Math.round(energy.profile.frameSec * rate);
  // Whole frames of the decoded tail only, on the recording's frame grid.
  const first = Math.ceil(from / frame) * frame;
  const last = Math.min(samples.length, Math.floor(toSec * rate));
  if (last <= first) return false;
  const { db } = frameEnergies(samples.subarray(first, last), rate);
  let run = 0;
  for (const level of db) {
    run = level >= energy.threshold ? run + 1 : 0;
    if (run >= SOUND_RUN_FRAMES) return true;
  }
  return false;
}
