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

    createReadStream(key, range) {
      return fs.createReadStream(resolve(key), range);
    },

    async openLocal(key) {
      return { path: resolve(key), release: async () => undefined };
    },

    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
