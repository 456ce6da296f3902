import fs from 'node:fs';
import path from 'node:path';
import type { Storage } from './storage';

/** Recordings as files under one directory (DATA_DIR/audio). */
export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });

  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    // Keys are server-made, but a path outside the root must never be read.
    if (!full.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  };

  return {
    async putFile(key, localPath) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(localPath, target);
      } catch (err) {
        // Across devices (tmp on another disk) rename fails: copy instead.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.promises.copyFile(localPath, target);
        await fs.promises.rm(localPath, { force: true });
      }
    },

    async size(key) {
      try {
        return (await fs.promises.stat(resolve(key))).size;
      } catch {
        return null;
      }
    },

    async read(key, range) {
      const stream = fs.createReadStream(resolve(key), range);
      // Open before answering, so that a missing file fails here, not mid-response.
      await new Promise<void>((ok, fail) => {
        stream.once('open', () => ok());
        stream.once('error', fail);
      });
      return stream;
    },

    async openLocal(key) {
      const file = resolve(key);
      await fs.promises.access(file, fs.constants.R_OK);
      return { path: file, release: async () => undefined };
    },

    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },

    async check() {
      await fs.promises.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },

    async close() {},
  };
}
