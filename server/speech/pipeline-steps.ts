import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DECODED_SAMPLE_RATE, decodeToWav, type DecodeOptions } from './decode';
import { SpeechPipelineError } from './errors';
import { readWav, type PcmAudio } from './wav';

/** A fresh directory under `parent` (the system temp dir by default), created if missing. */
export async function makeWorkDir(parent = os.tmpdir()): Promise<string> {
  return fs
    .mkdir(parent, { recursive: true })
    .then(() => fs.mkdtemp(path.join(parent, 'podium-speech-')))
    .catch((error: unknown) => {
      throw new SpeechPipelineError('internal_error', `no work directory: ${String(error)}`, {
        cause: error,
      });
    });
}

/** Decodes any input to 16 kHz mono samples (through a WAV in `workDir`). */
export async function decodeRecording(
  inputPath: string,
  workDir: string,
  options: DecodeOptions,
): Promise<{ audio: PcmAudio; durationSec: number }> {
  const wavPath = path.join(workDir, 'decoded.wav');
  await decodeToWav(inputPath, wavPath, options);
  const audio = await readWav(wavPath).catch((error: unknown) => {
    throw new SpeechPipelineError('decode_failed', `decoded WAV unreadable: ${String(error)}`, {
      cause: error,
    });
  });
  if (audio.sampleRate !== DECODED_SAMPLE_RATE) {
    throw new SpeechPipelineError('decode_failed', `decoded at ${audio.sampleRate} Hz`);
  }
  if (audio.samples.length === 0) throw new SpeechPipelineError('no_audio', 'no samples');
  return { audio, durationSec: audio.samples.length / audio.sampleRate };
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw asPipelineError(signal.reason, signal);
}

/** An abort caused by our own timeout reads as a timeout, not a cancellation. */
export function asPipelineError(error: unknown, signal: AbortSignal): SpeechPipelineError {
  const timedOut =
    signal.aborted &&
    signal.reason instanceof DOMException &&
    signal.reason.name === 'TimeoutError';
  if (error instanceof SpeechPipelineError) {
    if (error.code === 'aborted' && timedOut) {
      return new SpeechPipelineError('timeout', 'analysis time limit reached', { cause: error });
    }
    return error;
  }
  if (signal.aborted) {
    return new SpeechPipelineError(timedOut ? 'timeout' : 'aborted', String(error), {
      cause: error,
    });
  }
  return new SpeechPipelineError('internal_error', String(error), { cause: error });
}
