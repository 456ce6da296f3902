import { STREAMING } from '@common/constants';
import type { LiveCues } from '@common/contract/speech-stream';

export interface LiveCue {
  kind: 'fast' | 'slow';
  text: string;
}

/**
 * The one cue to show, if any (issue 12 item 4): the pace over the last 20 s recognized outside
 * 100-165 words a minute. Never more than one: a dense live dashboard distracts a speaker, a
 * sparse cue helps. A stretch under the band that is mostly pause is a pause, not slowness,
 * so only a slow pace with words in it is cued.
 */
export function chooseLiveCue(live: LiveCues | null): LiveCue | null {
  if (!live || live.recentWpm === null) return null;
  const { min, max } = STREAMING.paceBandWpm;
  if (live.recentWpm > max) return { kind: 'fast', text: 'A little slower: let it land' };
  if (live.recentWpm < min && live.recentWpm >= min / 3) {
    return { kind: 'slow', text: 'A little quicker: keep it moving' };
  }
  return null;
}

/** The glanceable filler count: nothing until the first one. */
export function fillerLabel(live: LiveCues | null): string | null {
  if (!live || live.fillers === 0) return null;
  return live.fillers === 1 ? '1 filler' : `${live.fillers} fillers`;
}
