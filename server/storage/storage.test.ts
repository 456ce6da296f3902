import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env';
import { startS3Server, type S3TestServer } from '@server/test-support/s3-server';
import { createStorage } from './create-storage';
import type { Storage } from './storage';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Target {
  name: string;
  setUp(): Promise<{
    env: Record<string, string>;
    /** How many parts the object was uploaded in, as the server saw it (S3 only). */
    partsOf?(key: string): Promise<number>;
    tearDown(): Promise<void>;
  }>;
}

const targets: Target[] = [
  { name: 'local', setUp: async () => ({ env: {}, tearDown: async () => undefined }) },
  {
    name: 's3',
    async setUp() {
      const server = await startS3Server();
      return {
        env: server.env,
        async partsOf(key) {
          const parts = server.requests.filter((r) =>
            r.startsWith(`PUT /${server.bucket}/${key}?`),
          );
          return parts.filter((r) => r.includes('partNumber=')).length;
        },
        tearDown: () => server.close(),
      };
    },
  },
];

/** The same contract for every engine: what the upload, the pipeline and the media route rely on. */
describe.each(targets)('$name storage', (target) => {
  let dataDir: string;
  let storage: Storage;
  let tearDown: () => Promise<void>;
  let partsOf: ((key: string) => Promise<number>) | undefined;
  /** A file the test may hand to putFile (which takes it away). */
  const fileWith = (bytes: Buffer) => {
    const file = path.join(dataDir, 'incoming', `${randomBytes(4).toString('hex')}.webm`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    return file;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-storage-'));
    const setup = await target.setUp();
    tearDown = setup.tearDown;
    partsOf = setup.partsOf;
    storage = createStorage(
      loadEnv({ DATA_DIR: dataDir, ...setup.env }),
      path.join(dataDir, 'tmp'),
    );
  });
  afterAll(async () => {
    await storage.close();
    await tearDown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a file, reports its size and reads it back whole and by byte range', async () => {
    const bytes = randomBytes(100_000);
    const local = fileWith(bytes);
    await storage.putFile('7/a.webm', local);
    expect(fs.existsSync(local)).toBe(false);
    expect(await storage.size('7/a.webm')).toBe(bytes.length);
    expect((await bytesOf(await storage.read('7/a.webm'))).equals(bytes)).toBe(true);
    const range = await bytesOf(await storage.read('7/a.webm', { start: 1000, end: 1999 }));
    expect(range.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await bytesOf(await storage.read('7/a.webm', { start: 99_990, end: 99_999 }));
    expect(tail.equals(bytes.subarray(99_990))).toBe(true);
  });

  it('streams a recording larger than one upload part (multipart) intact', async () => {
    const bytes = randomBytes(19 * 1024 * 1024);
    await storage.putFile('7/long.webm', fileWith(bytes));
    expect(await storage.size('7/long.webm')).toBe(bytes.length);
    if (partsOf) expect(await partsOf('7/long.webm')).toBe(3);
    const middle = await bytesOf(
      await storage.read('7/long.webm', { start: 8 * 1024 * 1024 - 5, end: 8 * 1024 * 1024 + 4 }),
    );
    expect(middle.equals(bytes.subarray(8 * 1024 * 1024 - 5, 8 * 1024 * 1024 + 5))).toBe(true);
    expect((await bytesOf(await storage.read('7/long.webm'))).equals(bytes)).toBe(true);
  });

  it('gives the pipeline a local file and cleans up any temporary copy', async () => {
    const bytes = randomBytes(50_000);
    await storage.putFile('8/b.webm', fileWith(bytes));
    const local = await storage.openLocal('8/b.webm');
    expect(path.extname(local.path)).toBe('.webm');
    expect(fs.readFileSync(local.path).equals(bytes)).toBe(true);
    await local.release();
    // A copy is gone after release; the stored object never is.
    if (target.name !== 'local') expect(fs.existsSync(local.path)).toBe(false);
    expect(await storage.size('8/b.webm')).toBe(bytes.length);
  });

  it('forgets a deleted object, and deleting twice is no error', async () => {
    await storage.putFile('9/c.webm', fileWith(randomBytes(10)));
    await storage.delete('9/c.webm');
    expect(await storage.size('9/c.webm')).toBeNull();
    await storage.delete('9/c.webm');
    await expect(storage.read('9/c.webm')).rejects.toThrow();
    await expect(storage.openLocal('9/c.webm')).rejects.toThrow();
    // A failed download leaves no temporary folder behind.
    const tmp = path.join(dataDir, 'tmp');
    if (fs.existsSync(tmp)) expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('answers the readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('S3 storage when the store is down', () => {
  let server: S3TestServer;
  let storage: Storage;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await storage.close();
    await server.close();
  });

  it('fails the readiness check and reads with an error, not a hang', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-storage-'));
    storage = createStorage(
      loadEnv({ DATA_DIR: dataDir, ...server.env }),
      path.join(dataDir, 'tmp'),
    );
    await storage.check();
    await server.stop();
    await expect(storage.check()).rejects.toThrow();
    await expect(storage.size('1/x.webm')).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses wrong credentials (the server checks signatures)', async () => {
    const other = await startS3Server();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-storage-'));
    const wrong = createStorage(
      loadEnv({ DATA_DIR: dataDir, ...other.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' }),
      path.join(dataDir, 'tmp'),
    );
    try {
      await expect(wrong.check()).rejects.toThrow();
    } finally {
      await wrong.close();
      await other.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
