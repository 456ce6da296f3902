import type { Recognition } from './transcriber';

/**
 * Joins the chunks' recognitions into one, in time order. A word or sound
 * belongs to the chunk its middle falls in: whatever lies before a chunk's
 * `keepFromSec` was heard in its lead-in or warm-up and is the previous
 * chunk's (or a copy). The cut lies in a silence, so little straddles it.
 */
export function mergeChunks(
  chunks: ReadonlyArray<{ recognition: Recognition; keepFromSec: number }>,
): Recognition {
  const keep = <T extends { start: number; end: number }>(items: readonly T[], from: number) =>
    items
      .filter((x) => (x.start + x.end) / 2 >= from)
      .map((x) => (x.start < from ? { ...x, start: from } : x));
  return {
    words: chunks.flatMap((c) => keep(c.recognition.words, c.keepFromSec)),
    sounds: chunks.flatMap((c) => keep(c.recognition.sounds, c.keepFromSec)),
  };
}
