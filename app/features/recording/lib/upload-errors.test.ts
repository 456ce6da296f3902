import { describe, expect, it } from 'vitest';
import { UploadError, getUploadFailureToast } from './upload-errors';

const http = (status: number, body: unknown, message = `Server error: ${status} - details`) =>
  new UploadError('http', message, { status, body });

describe('upload failure toasts from a server without codes (spec 8 patterns)', () => {
  it('a guest limit (429 with isRateLimit) shows the server message for 8 s, no buttons', () => {
    const error = http(429, {
      status: 429,
      isRateLimit: true,
      message: 'Guests can record 5 speeches.',
    });
    expect(getUploadFailureToast(error)).toEqual({
      title: 'Guest Limit Reached',
      description: 'Guests can record 5 speeches.',
      duration: 8000,
      withActions: false,
    });
  });

  it('a guest limit without a message uses the default text', () => {
    expect(getUploadFailureToast(http(429, { status: 429, isRateLimit: true })).description).toBe(
      "You've reached the guest usage limit. Please try again later or create an account for unlimited access.",
    );
  });

  it('a network failure says Network connection issue, 10 s with Try Again and Cancel', () => {
    expect(getUploadFailureToast(new UploadError('network', 'Network error'))).toEqual({
      title: 'Upload Failed',
      description: 'Network connection issue. Check your internet and try again.',
      duration: 10000,
      withActions: true,
    });
  });

  it('a timeout says Request timed out', () => {
    expect(getUploadFailureToast(new UploadError('timeout', 'Upload timed out')).description).toBe(
      'Request timed out. Your recording may be too large or your connection is slow.',
    );
  });

  it('413 says the recording is too large', () => {
    expect(getUploadFailureToast(http(413, { status: 413, message: 'Too long' })).description).toBe(
      'Recording is too large. Try keeping your speech under 10 minutes.',
    );
  });

  it('401 says the session has expired', () => {
    expect(getUploadFailureToast(http(401, { status: 401, message: 'Sign in' })).description).toBe(
      'Your session has expired. Please refresh the page and try again.',
    );
  });

  it('a 429 that is not a hard limit says Usage Limit Reached', () => {
    expect(getUploadFailureToast(http(429, { status: 429, message: 'Slow down' }))).toEqual({
      title: 'Usage Limit Reached',
      description:
        "You've reached the guest usage limit for speech recordings. Please try again later or create an account for unlimited access.",
      duration: 10000,
      withActions: true,
    });
  });

  it('500 says the server had an error', () => {
    expect(getUploadFailureToast(http(500, 'boom')).description).toBe(
      'Server error occurred while processing your recording. Our team has been notified.',
    );
  });

  it('other server errors show Error: plus the message', () => {
    const error = http(415, { status: 415, message: 'Not audio' }, 'Server error: 415 - Not audio');
    expect(getUploadFailureToast(error)).toMatchObject({
      title: 'Upload Failed',
      description: 'Error: Server error: 415 - Not audio',
      withActions: true,
    });
  });

  it('a thrown value that is not an Error says there was an error uploading', () => {
    expect(getUploadFailureToast('weird').description).toBe(
      'There was an error uploading your recording.',
    );
  });

  it('an Error without a message falls back to a problem with your upload', () => {
    expect(getUploadFailureToast(new Error('')).description).toBe(
      'There was a problem with your upload.',
    );
  });
});

describe('upload failure toasts from a server that sends codes', () => {
  it('guest_limit is the guest limit toast even without isRateLimit', () => {
    const error = http(429, { status: 429, code: 'guest_limit', message: 'Guests keep 3.' });
    expect(getUploadFailureToast(error)).toMatchObject({
      title: 'Guest Limit Reached',
      description: 'Guests keep 3.',
      withActions: false,
    });
  });

  it('rate_limited is Usage Limit Reached even with isRateLimit (a limit of requests, not of speeches)', () => {
    const error = http(429, {
      status: 429,
      code: 'rate_limited',
      isRateLimit: true,
      message: 'Too many requests from your network.',
    });
    expect(getUploadFailureToast(error).title).toBe('Usage Limit Reached');
  });

  it('a code decides over words that look like another failure', () => {
    const error = http(
      422,
      { status: 422, code: 'bad_audio', message: 'The connection between the tracks is broken.' },
      'Server error: 422 - The connection between the tracks is broken.',
    );
    expect(getUploadFailureToast(error).description).toBe(
      'Error: Server error: 422 - The connection between the tracks is broken.',
    );
  });

  it.each([
    ['payload_too_large', 413, 'Recording is too large. Try keeping your speech under 10 minutes.'],
    ['unauthorized', 401, 'Your session has expired. Please refresh the page and try again.'],
    [
      'internal',
      500,
      'Server error occurred while processing your recording. Our team has been notified.',
    ],
  ])('%s gets its spec text', (code, status, description) => {
    const error = http(
      status,
      { status, code, message: 'Words' },
      `Server error: ${status} - Words`,
    );
    expect(getUploadFailureToast(error).description).toBe(description);
  });

  it('an unknown code is read as no code: the spec patterns apply', () => {
    const error = http(413, { status: 413, code: 'brand_new_code', message: 'Big' });
    expect(getUploadFailureToast(error).description).toBe(
      'Recording is too large. Try keeping your speech under 10 minutes.',
    );
  });
});
