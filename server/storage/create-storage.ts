import path from 'node:path';
import type { Env } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage STORAGE names: local disk under DATA_DIR (default) or an S3-compatible bucket. */
export function createStorage(env: Env): Storage {
  if (env.STORAGE === 's3') {
    return createS3Storage({
      ...env.s3,
      tmpDir: path.join(env.dataDir, 'tmp'),
    });
  }
  return createLocalStorage(path.join(env.dataDir, 'audio'));
}
