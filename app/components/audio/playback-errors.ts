/** Texts of spec 8 'Playback'. */
export const PLAYBACK_ERROR_TITLE = 'Playback error';
export const PLAYER_TEXT = {
  playFailed: 'Unable to play audio file',
  loadFailed: 'Unable to load audio file - it may not be accessible or the format is unsupported',
  noAudioTitle: 'Audio not available',
  noAudio: "We couldn't find the audio for this recording",
} as const;

const GENERIC = 'There was a problem playing this recording.';

/** The toast text for a failed load, from the element's MediaError code. */
export function getMediaErrorMessage(error: { code: number } | null | undefined): string {
  switch (error?.code) {
    case 1: // MEDIA_ERR_ABORTED
      return 'Audio playback was interrupted.';
    case 2: // MEDIA_ERR_NETWORK
      return 'The audio file could not be loaded. It may have been moved or deleted.';
    case 3: // MEDIA_ERR_DECODE
      return 'Unable to load the audio file. The file may be corrupted or inaccessible.';
    case 4: // MEDIA_ERR_SRC_NOT_SUPPORTED
      return 'The audio format is not supported by your browser.';
    default:
      return GENERIC;
  }
}

/**
 * The toast text for a rejected play(). Null for an AbortError: play() is
 * aborted when the speaker pauses before playback began or the source reloads,
 * which is nothing to report.
 */
export function getPlayErrorMessage(error: unknown): string | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return null;
  if (name === 'NotAllowedError')
    return 'Please interact with the page first before playing audio.';
  if (name === 'NotSupportedError') return 'This audio format is not supported by your browser.';
  return GENERIC;
}

/** An audio link must be absolute http(s) (spec 3); a same-origin path also plays. */
export function isPlayableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}
