import { describe, expect, it } from 'vitest';
import { getMediaErrorMessage, getPlayErrorMessage, isPlayableUrl } from './playback-errors';

describe('playback error texts', () => {
  it('name a failed load by its media error', () => {
    expect(getMediaErrorMessage({ code: 2 })).toBe(
      'The audio file could not be loaded. It may have been moved or deleted.',
    );
    expect(getMediaErrorMessage({ code: 4 })).toBe(
      'The audio format is not supported by your browser.',
    );
    expect(getMediaErrorMessage({ code: 3 })).toBe(
      'Unable to load the audio file. The file may be corrupted or inaccessible.',
    );
    expect(getMediaErrorMessage({ code: 1 })).toBe('Audio playback was interrupted.');
    expect(getMediaErrorMessage(null)).toBe('There was a problem playing this recording.');
  });

  it('name a refused play() and stay quiet about an aborted one', () => {
    expect(getPlayErrorMessage(new DOMException('x', 'NotAllowedError'))).toBe(
      'Please interact with the page first before playing audio.',
    );
    expect(getPlayErrorMessage(new DOMException('x', 'NotSupportedError'))).toBe(
      'This audio format is not supported by your browser.',
    );
    expect(getPlayErrorMessage(new DOMException('x', 'AbortError'))).toBeNull();
    expect(getPlayErrorMessage('weird')).toBe('There was a problem playing this recording.');
  });

  it('play only http(s) links and same-origin paths', () => {
    expect(isPlayableUrl('https://podium.example/media/a?sig=1')).toBe(true);
    expect(isPlayableUrl('/media/a')).toBe(true);
    expect(isPlayableUrl('//evil.example/a')).toBe(false);
    expect(isPlayableUrl('blob:abc')).toBe(false);
    expect(isPlayableUrl('')).toBe(false);
    expect(isPlayableUrl(null)).toBe(false);
  });
});
