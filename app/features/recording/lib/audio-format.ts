import { RECORDING } from '@common/constants';

/** The first preferred type the browser can record (spec 9); '' lets the browser choose. */
export function pickMimeType(
  isTypeSupported: (type: string) => boolean,
  preferred: readonly string[] = RECORDING.preferredMimeTypes,
): string {
  return preferred.find((type) => isTypeSupported(type)) ?? '';
}

export function getFileExtension(mimeType: string): string {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  switch (base) {
    case 'audio/ogg':
      return 'ogg';
    case 'audio/mp4':
      return 'm4a';
    case 'audio/mpeg':
      return 'mp3';
    case 'audio/wav':
    case 'audio/x-wav':
      return 'wav';
    default:
      return 'webm';
  }
}

/**
 * The upload's file name: the title plus a timestamp; title characters other
 * than letters and digits become underscores (spec 3, upload form).
 */
export function getUploadFileName(title: string, mimeType: string, now: number): string {
  const safeTitle = title.replace(/[^a-zA-Z0-9]/g, '_');
  return `${safeTitle}_${now}.${getFileExtension(mimeType)}`;
}
