/** Stable ids for everything that can stop the speech pipeline; the server maps them to responses and job states. */
export type SpeechErrorCode =
  | 'input_missing'
  | 'decoder_missing'
  | 'decode_failed'
  | 'no_audio'
  | 'recognizer_missing'
  | 'recognizer_failed'
  | 'timeout'
  | 'aborted'
  | 'internal_error';

const userMessages: Record<SpeechErrorCode, string> = {
  input_missing: 'The recording file could not be found.',
  decoder_missing: 'Audio decoding is not available on this server (ffmpeg was not found).',
  decode_failed:
    'The recording could not be read as audio. It may be damaged or in an unsupported format.',
  no_audio: 'The recording contains no audio.',
  recognizer_missing:
    'Speech recognition is not available on this server (the recognizer was not found).',
  recognizer_failed: 'Speech recognition failed for this recording.',
  timeout: 'Analysing the recording took too long and was stopped.',
  aborted: 'Analysis of the recording was cancelled.',
  internal_error: 'Analysing the recording failed unexpectedly.',
};

/**
 * `message` is safe to show to the speaker; `detail` carries the technical
 * reason (exit code, stderr tail) for logs only.
 */
export class SpeechPipelineError extends Error {
  constructor(
    readonly code: SpeechErrorCode,
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(userMessages[code], options);
    this.name = 'SpeechPipelineError';
  }
}
