import { TOASTS } from '@common/constants';
import type { RecorderMessage } from './recorder-reducer';

function message(
  title: string,
  description: string,
  duration: number = TOASTS.errorMs,
): RecorderMessage {
  return { title, description, duration };
}

/** The microphone errors of spec 8, by DOMException name. */
export function getMicrophoneError(error: unknown): RecorderMessage {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return message(
        'Microphone Access Required',
        'Please allow microphone access to record your speech. Check your browser settings if needed.',
        TOASTS.microphonePermissionMs,
      );
    case 'NotFoundError':
      return message(
        'Microphone Not Found',
        'No microphone found. Please connect a microphone and try again.',
      );
    case 'NotReadableError':
    case 'AbortError':
      return message(
        'Microphone Unavailable',
        'Your microphone is busy or unavailable. Please close other applications that might be using it.',
      );
    default: {
      const detail = error instanceof Error ? error.message : String(error);
      return message('Recording Error', `Unable to start recording: ${detail}`);
    }
  }
}

export const NO_AUDIO_CAPTURED = message(
  'Recording Error',
  'No audio was captured. Please check your microphone and try again.',
);

export const EMPTY_RECORDING = message(
  'Recording Error',
  'The recording appears to be empty. Please try again.',
);

export const FINISHING_PROBLEM = message(
  'Recording Error',
  'There was a problem finishing your recording. Please try again.',
);
