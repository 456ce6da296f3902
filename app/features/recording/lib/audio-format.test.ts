import { describe, expect, it } from 'vitest';
import { getUploadFileName, pickMimeType } from './audio-format';

describe('recording format', () => {
  it('prefers webm with opus, then the others in order', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickMimeType(() => false)).toBe('');
  });
});

describe('upload file name', () => {
  it('is the title with non letters and digits as underscores, plus a timestamp', () => {
    expect(
      getUploadFileName('Speech recording - Mar 14 3:04 PM', 'audio/webm;codecs=opus', 1700),
    ).toBe('Speech_recording___Mar_14_3_04_PM_1700.webm');
  });

  it('follows the recorded type', () => {
    expect(getUploadFileName('Talk', 'audio/mp4', 1)).toBe('Talk_1.m4a');
    expect(getUploadFileName('Talk', 'audio/ogg;codecs=opus', 1)).toBe('Talk_1.ogg');
  });
});
