import path from 'node:path';
import type { Env } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The storage STORAGE names: local disk under DATA_DIR (default) or an
 * S3-compatible bucket, whose downloads for the pipeline go to `tmpDir` (the
 * process's own temp folder, swept if the process dies).
 */
export function createStorage(env: Env, tmpDir: string): Storage {
  if (env.STORAGE === 's3') return createS3Storage({ ...env.s3, tmpDir });
  return createLocalStorage(path.join(env.dataDir, 'audio'));
}
