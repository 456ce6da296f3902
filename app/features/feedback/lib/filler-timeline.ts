import type { Filler } from '@common/contract/analysis';
import { getFillerCounts } from './filler-list';

/** One filler word: how often it was said and when (seconds). */
export interface FillerGroup {
  word: string;
  count: number;
  times: number[];
  /** One of the speaker's own fillers, from their list in Settings (issue 13). */
  own?: true;
}

/**
 * Fillers by word, most frequent first, with the times they were said. An
 * analysis stored before filler times existed has only the counts: the groups
 * then come without times.
 */
export function groupFillers(
  fillers: readonly Filler[] | undefined,
  counts: unknown,
): FillerGroup[] {
  if (!fillers || fillers.length === 0) {
    return getFillerCounts(counts).map(({ word, count }) => ({ word, count, times: [] }));
  }
  const groups = new Map<string, number[]>();
  const own = new Set<string>();
  for (const filler of fillers) {
    const word = filler.word.toLowerCase();
    groups.set(word, [...(groups.get(word) ?? []), filler.start]);
    if (filler.type === 'personal') own.add(word);
  }
  return [...groups.entries()]
    .map(([word, times]) => ({
      word,
      count: times.length,
      times: times.sort((a, b) => a - b),
      ...(own.has(word) ? { own: true as const } : {}),
    }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}

/** Where a moment sits along the recording, 0-100. */
export function getTimelinePosition(seconds: number, durationSec: number): number {
  if (!(durationSec > 0) || !Number.isFinite(seconds)) return 0;
  return Math.round(Math.min(100, Math.max(0, (seconds / durationSec) * 100)) * 10) / 10;
}
