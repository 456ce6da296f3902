import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Storage } from '@server/storage/storage';
import { joinPieces } from './join-pieces';

/** Pieces that arrive out of order (later ones faster), as reads from S3 may. */
function slowStorage(pieces: Record<string, Buffer>, reading: { now: number; most: number }) {
  return {
    async read(key: string) {
      reading.now += 1;
      reading.most = Math.max(reading.most, reading.now);
      await new Promise((r) => setTimeout(r, 40 - Number(key) * 2));
      reading.now -= 1;
      const bytes = pieces[key];
      if (!bytes) throw new Error(`no ${key}`);
      return Readable.from([bytes.subarray(0, 2), bytes.subarray(2)]);
    },
  } as unknown as Storage;
}

describe('joinPieces', () => {
  it('writes the pieces in their order, reading several at once', async () => {
    const pieces = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [String(i), Buffer.from(`piece-${i};`)]),
    );
    const reading = { now: 0, most: 0 };
    const dest = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'join-')), 'joined');
    await joinPieces(slowStorage(pieces, reading), Object.keys(pieces), dest, { ahead: 4 });
    expect(fs.readFileSync(dest, 'utf8')).toBe(Object.values(pieces).join(''));
    expect(reading.most).toBe(4);
  });

  it('fails when a piece cannot be read, and writes an empty file for no pieces', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'join-'));
    const storage = slowStorage({ '0': Buffer.from('abc') }, { now: 0, most: 0 });
    await expect(joinPieces(storage, ['0', '1', '2'], path.join(dir, 'a'))).rejects.toThrow('no 1');
    await joinPieces(storage, [], path.join(dir, 'b'));
    expect(fs.readFileSync(path.join(dir, 'b'))).toHaveLength(0);
  });
});
