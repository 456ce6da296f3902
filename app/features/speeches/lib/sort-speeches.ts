import type { SpeechDto } from '@common/contract/speech';

function time(value: string): number {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? -Infinity : ms;
}

/** Newest first by recordedAt (spec 2); unreadable dates last, ties by id, newest first. */
export function sortSpeechesNewestFirst(speeches: readonly SpeechDto[]): SpeechDto[] {
  return [...speeches].sort((a, b) => time(b.recordedAt) - time(a.recordedAt) || b.id - a.id);
}
