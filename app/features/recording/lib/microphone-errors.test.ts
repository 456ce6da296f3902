import { describe, expect, it } from 'vitest';
import { getMicrophoneError } from './microphone-errors';

const domError = (name: string, text = 'x') => new DOMException(text, name);

describe('microphone errors', () => {
  it('permission denied asks for access, for 5 s', () => {
    for (const name of ['NotAllowedError', 'SecurityError']) {
      expect(getMicrophoneError(domError(name))).toEqual({
        title: 'Microphone Access Required',
        description:
          'Please allow microphone access to record your speech. Check your browser settings if needed.',
        duration: 5000,
      });
    }
  });

  it('no microphone says Microphone Not Found', () => {
    expect(getMicrophoneError(domError('NotFoundError'))).toMatchObject({
      title: 'Microphone Not Found',
      description: 'No microphone found. Please connect a microphone and try again.',
    });
  });

  it('a busy microphone says Microphone Unavailable', () => {
    for (const name of ['NotReadableError', 'AbortError']) {
      expect(getMicrophoneError(domError(name))).toMatchObject({
        title: 'Microphone Unavailable',
        description:
          'Your microphone is busy or unavailable. Please close other applications that might be using it.',
      });
    }
  });

  it('any other failure says Unable to start recording: {message}', () => {
    expect(getMicrophoneError(new Error('MediaRecorder is not defined'))).toEqual({
      title: 'Recording Error',
      description: 'Unable to start recording: MediaRecorder is not defined',
      duration: 5000,
    });
  });
});
