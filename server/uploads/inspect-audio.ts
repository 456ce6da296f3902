import fs from 'node:fs';
import { RECORDING } from '@common/constants';
import { sniffAudioContainer } from '@server/audio/audio-containers';
import { safeInputArgs } from '@server/audio/ffmpeg-input';
import { badAudio, badRequest, payloadTooLarge, tooShort, unsupportedMedia } from '@server/errors';
import { runProcess } from '@server/lib/run-process';

export const EMPTY_RECORDING = 'The recording appears to be empty. Please try again.';
export const NOT_AUDIO =
  'That file is not a recording Podium can read. Please upload WebM, Ogg, MP4, MP3 or WAV audio.';
export const UNREADABLE_AUDIO =
  'We could not read that recording: the file may be damaged. Please record it again.';
/** The client's own words when it keeps a recording this short (spec 4: not handed over). */
export const TOO_SHORT_RECORDING =
  'Recording is too short. Keep recording for more than a second to save it.';
export const tooLongMessage = (maxSec: number) =>
  `Recording is longer than ${Math.round(maxSec / 60)} minutes. Try keeping your speech under ${Math.round(maxSec / 60)} minutes.`;

export interface InspectedAudio {
  /** A clean copy with a proper duration header (MediaRecorder webm has none). */
  path: string;
  ext: string;
  mime: string;
  durationSec: number;
  bytes: number;
}

export interface InspectOptions {
  ffmpegBin: string;
  ffprobeBin: string;
  maxDurationSec: number;
  /** Seconds over the maximum still accepted (the recorder stops a frame late). */
  toleranceSec?: number;
}

/**
 * Checks an uploaded file is real audio of an allowed kind and length, and
 * writes the remuxed copy next to it. Throws the AppError the client shows.
 */
export async function inspectAudio(file: string, options: InspectOptions): Promise<InspectedAudio> {
  const { size } = await fs.promises.stat(file);
  if (size === 0) throw badRequest(EMPTY_RECORDING);

  const container = await sniffAudioContainer(file);
  if (!container) throw unsupportedMedia(NOT_AUDIO);

  const remuxed = `${file}.clean.${container.ext}`;
  try {
    // Copy the first audio stream only: no re-encoding, and a video track or
    // cover art never reaches the recogniser.
    await runProcess(
      options.ffmpegBin,
      [
        ...['-v', 'error', '-nostdin', '-y'],
        ...safeInputArgs(file, container.demuxer),
        ...['-map', '0:a:0', '-c', 'copy', remuxed],
      ],
      { timeoutMs: 60_000 },
    );
  } catch {
    await fs.promises.rm(remuxed, { force: true });
    throw badAudio(UNREADABLE_AUDIO);
  }

  const durationSec = await probeDuration(remuxed, container.demuxer, options.ffprobeBin);
  if (durationSec === null) {
    await fs.promises.rm(remuxed, { force: true });
    throw badAudio(UNREADABLE_AUDIO);
  }
  // Nothing under a second can be analysed: refused here, not left to end as an empty analysis.
  if (durationSec < RECORDING.minHandOverSec) {
    await fs.promises.rm(remuxed, { force: true });
    throw tooShort(TOO_SHORT_RECORDING);
  }
  if (durationSec > options.maxDurationSec + (options.toleranceSec ?? 2)) {
    await fs.promises.rm(remuxed, { force: true });
    throw payloadTooLarge(tooLongMessage(options.maxDurationSec));
  }
  const bytes = (await fs.promises.stat(remuxed)).size;
  return { path: remuxed, ext: container.ext, mime: container.mime, durationSec, bytes };
}

/** Container duration in seconds, or null when ffprobe cannot tell. */
export async function probeDuration(
  file: string,
  demuxer: string,
  ffprobeBin: string,
): Promise<number | null> {
  try {
    const { stdout } = await runProcess(
      ffprobeBin,
      [
        ...['-v', 'error', '-show_entries', 'format=duration'],
        ...['-of', 'default=noprint_wrappers=1:nokey=1'],
        ...safeInputArgs(file, demuxer),
      ],
      { timeoutMs: 30_000 },
    );
    const value = Number.parseFloat(stdout.trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
