import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Storage } from '@server/storage/storage';
import { createJoinedPrefixCache } from './joined-prefix-cache';

/** Pieces `piece-<i>;` in a storage that counts its reads. */
function countingStorage(reads: string[]) {
  return {
    async read(key: string) {
      reads.push(key);
      return Readable.from([Buffer.from(`piece-${key};`)]);
    },
  } as unknown as Storage;
}

const piecesUpTo = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ storageKey: String(i), bytes: `piece-${i};`.length }));
const joined = (n: number) =>
  piecesUpTo(n)
    .map((p) => `piece-${p.storageKey};`)
    .join('');

describe('createJoinedPrefixCache', () => {
  it('reads only the pieces that came since the last join, and gives the same file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefixes-'));
    const reads: string[] = [];
    const cache = createJoinedPrefixCache(dir, countingStorage(reads));
    const first = await cache.join('stream-a', piecesUpTo(3));
    expect(first.reused).toBe(0);
    expect(fs.readFileSync(first.path, 'utf8')).toBe(joined(3));
    first.release();

    const second = await cache.join('stream-a', piecesUpTo(5));
    expect(second.reused).toBe(3);
    expect(fs.readFileSync(second.path, 'utf8')).toBe(joined(5));
    expect(reads).toEqual(['0', '1', '2', '3', '4']);
    // The shorter file is gone once nobody reads it; the same count again is the file in place.
    expect(fs.existsSync(first.path)).toBe(false);
    const same = await cache.join('stream-a', piecesUpTo(5));
    expect(same.path).toBe(second.path);
    expect(reads).toHaveLength(5);
    second.release();
    same.release();
  });

  it('keeps a file a pass still reads, and removes it once released', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefixes-'));
    const cache = createJoinedPrefixCache(dir, countingStorage([]));
    const reading = await cache.join('s', piecesUpTo(2));
    const longer = await cache.join('s', piecesUpTo(4));
    expect(fs.readFileSync(reading.path, 'utf8')).toBe(joined(2));
    reading.release();
    longer.release();
    const longest = await cache.join('s', piecesUpTo(6));
    expect(longest.reused).toBe(4);
    expect(fs.existsSync(reading.path)).toBe(false);
    expect(fs.existsSync(longer.path)).toBe(false);
    longest.release();
  });

  it('joins from the start when the kept file is not the length of its pieces', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefixes-'));
    const reads: string[] = [];
    const cache = createJoinedPrefixCache(dir, countingStorage(reads));
    const first = await cache.join('s', piecesUpTo(3));
    first.release();
    fs.appendFileSync(first.path, 'x');
    const next = await cache.join('s', piecesUpTo(4));
    expect(next.reused).toBe(0);
    expect(fs.readFileSync(next.path, 'utf8')).toBe(joined(4));
    expect(reads).toEqual(['0', '1', '2', '0', '1', '2', '3']);
    next.release();
  });

  it('forgets a stream when told, and each stream keeps its own pieces', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefixes-'));
    const reads: string[] = [];
    const cache = createJoinedPrefixCache(dir, countingStorage(reads));
    (await cache.join('a', piecesUpTo(2))).release();
    (await cache.join('b', piecesUpTo(1))).release();
    await cache.drop('a');
    const again = await cache.join('a', piecesUpTo(2));
    expect(again.reused).toBe(0);
    const b = await cache.join('b', piecesUpTo(2));
    expect(b.reused).toBe(1);
    again.release();
    b.release();
  });
});
