import fs from 'node:fs/promises';
import { sniffAudioContainer } from '@server/audio/audio-containers';
import { safeInputArgs } from '@server/audio/ffmpeg-input';
import { ProcessFailure, runProcess } from '@server/lib/run-process';
import { SpeechPipelineError } from './errors';

/** What the recognizers expect. */
export const DECODED_SAMPLE_RATE = 16_000;

export interface DecodeOptions {
  /** ffmpeg binary (FFMPEG_BIN). */
  ffmpegBin?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Decode at most this much audio from the start (a window's end stands for it). */
  maxDurationSec?: number;
  /**
   * Decode only from `startSec` (and up to `endSec`), on the recording's own timestamps: the
   * demuxer skips to `seekSec` without decoding, and the decoder runs from there
   * (decode-opening-and-tail.ts).
   */
  window?: { seekSec: number; startSec: number; endSec?: number };
}

/**
 * Decodes the audio containers Podium accepts (MediaRecorder webm/opus, ogg,
 * mp4, mp3, wav) to 16 kHz mono 16-bit WAV, read with the demuxer their bytes
 * name and nothing else. MediaRecorder webm has no duration in its header;
 * decoding does not need one.
 */
export async function decodeToWav(
  inputPath: string,
  outputPath: string,
  options: DecodeOptions = {},
): Promise<void> {
  const bin = options.ffmpegBin ?? 'ffmpeg';
  try {
    await fs.access(inputPath);
  } catch (error) {
    throw new SpeechPipelineError('input_missing', `cannot read ${inputPath}`, { cause: error });
  }
  const container = await sniffAudioContainer(inputPath);
  if (!container) {
    throw new SpeechPipelineError('decode_failed', `${inputPath} is not a supported container`);
  }
  const args = [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...(options.window ? ['-ss', options.window.seekSec.toFixed(3)] : []),
    ...safeInputArgs(inputPath, container.demuxer),
    ...(options.window
      ? windowArgs(options.window)
      : options.maxDurationSec === undefined
        ? []
        : ['-t', String(options.maxDurationSec)]),
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(DECODED_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    // Without it ffmpeg adds a LIST chunk (78-byte header), which batch tools misread.
    '-bitexact',
    '-f',
    'wav',
    outputPath,
  ];
  try {
    await runProcess(bin, args, { signal: options.signal, timeoutMs: options.timeoutMs });
  } catch (error) {
    if (!(error instanceof ProcessFailure)) throw error;
    const detail = `${error.message}${error.stderrTail ? `: ${error.stderrTail.trim()}` : ''}`;
    const code =
      error.kind === 'missing'
        ? 'decoder_missing'
        : error.kind === 'failed'
          ? 'decode_failed'
          : error.kind;
    throw new SpeechPipelineError(code, detail, { cause: error });
  }
}

/** Trims at sample level on the input's timestamps (kept, not restarted at the seek). */
function windowArgs(window: NonNullable<DecodeOptions['window']>): string[] {
  const end = window.endSec === undefined ? '' : `:end=${window.endSec.toFixed(3)}`;
  return ['-copyts', '-af', `atrim=start=${window.startSec.toFixed(3)}${end}`];
}
