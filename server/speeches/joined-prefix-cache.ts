import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '@server/storage/storage';
import { joinPieces } from './join-pieces';

const SWEEP_EVERY_MS = 60_000;
const IDLE_MS = 60 * 60_000;

/** A stored piece of a stream: where it is and how long it is. */
export interface PieceRef {
  storageKey: string;
  bytes: number;
}

/** A joined prefix to read; `release` lets the cache remove it once a newer one exists. */
export interface JoinedPrefix {
  path: string;
  /** Pieces taken from the prefix joined before (0: every piece was read from storage). */
  reused: number;
  release(): void;
}

/**
 * A stream's pieces joined so far, kept in this process's temp space between its recognition
 * passes (issue 12): a pass reads from storage only the pieces that came since the one before.
 * The last pass of a 10-minute recording otherwise reads 300 pieces at Save. A joined file is
 * never changed once it has its name (`<pieces>.webm`), so a pass reads it in place; a file is
 * removed when a longer one exists and no pass is reading it. A file whose length is not the sum
 * of its pieces' lengths is not trusted. Any process can run a pass: one that has no file joins
 * from the start, as before.
 */
export function createJoinedPrefixCache(dir: string, storage: Storage) {
  const readers = new Map<string, number>();
  const streamDir = (streamId: string) => path.join(dir, streamId.replace(/[^\w-]/g, '_'));
  let sweptAt = 0;

  /** Streams without a pass for an hour (abandoned, or finished in another process) are dropped. */
  async function sweepIdle(now: number): Promise<void> {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const folder = path.join(dir, name);
      const idle = await fs.stat(folder).then(
        (s) => now - s.mtimeMs > IDLE_MS,
        () => false,
      );
      const read = [...readers.keys()].some((file) => file.startsWith(folder + path.sep));
      if (idle && !read) await fs.rm(folder, { recursive: true, force: true });
    }
  }

  async function joinedCounts(streamId: string): Promise<number[]> {
    const names = await fs.readdir(streamDir(streamId)).catch(() => [] as string[]);
    return names
      .map((name) => /^(\d+)\.webm$/.exec(name)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => b - a);
  }

  /** Removes the stream's joined files shorter than `keep` pieces that nobody reads. */
  async function prune(streamId: string, keep: number): Promise<void> {
    for (const n of await joinedCounts(streamId)) {
      const file = path.join(streamDir(streamId), `${n}.webm`);
      if (n < keep && !readers.get(file)) await fs.rm(file, { force: true });
    }
  }

  function hold(file: string, reused: number): JoinedPrefix {
    readers.set(file, (readers.get(file) ?? 0) + 1);
    let released = false;
    return {
      path: file,
      reused,
      release() {
        if (released) return;
        released = true;
        const left = (readers.get(file) ?? 1) - 1;
        if (left > 0) readers.set(file, left);
        else readers.delete(file);
      },
    };
  }

  return {
    /** The pieces joined in order, from the longest joined prefix of them this process has. */
    async join(streamId: string, pieces: readonly PieceRef[]): Promise<JoinedPrefix> {
      await sweepIdle(Date.now());
      const folder = streamDir(streamId);
      await fs.mkdir(folder, { recursive: true });
      const target = path.join(folder, `${pieces.length}.webm`);
      let reused = 0;
      const temp = path.join(folder, `${randomUUID()}.part`);
      try {
        for (const n of await joinedCounts(streamId)) {
          if (n > pieces.length) continue;
          const file = path.join(folder, `${n}.webm`);
          const expected = pieces.slice(0, n).reduce((sum, p) => sum + p.bytes, 0);
          const size = await fs.stat(file).then(
            (s) => s.size,
            () => -1,
          );
          if (size !== expected) continue;
          if (n === pieces.length) return hold(file, n);
          // Copied, not linked: the joined file a pass reads must not grow under it.
          if (
            await fs.copyFile(file, temp).then(
              () => true,
              () => false,
            )
          )
            reused = n;
          break;
        }
        await joinPieces(
          storage,
          pieces.slice(reused).map((p) => p.storageKey),
          temp,
          { append: reused > 0 },
        );
        await fs.rename(temp, target);
      } finally {
        await fs.rm(temp, { force: true });
      }
      const held = hold(target, reused);
      await prune(streamId, pieces.length);
      return held;
    },

    /** Forgets a stream (its last pass is done, or it is gone). */
    async drop(streamId: string): Promise<void> {
      await fs.rm(streamDir(streamId), { recursive: true, force: true });
    },
  };
}

export type JoinedPrefixCache = ReturnType<typeof createJoinedPrefixCache>;
