import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { DatabaseTarget } from './databases';

/** A migrated database of the target kind, for data-layer tests. */
export async function openTestDatabase(target: DatabaseTarget): Promise<{
  handle: DatabaseHandle;
  /** What opens the same database again (a second process's connection). */
  url: string | undefined;
  dataDir: string;
  close(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-db-'));
  const database = await target.create();
  const handle = openDatabase({ databaseUrl: database.url, dataDir });
  await migrateToLatest(handle);
  return {
    handle,
    url: database.url,
    dataDir,
    async close() {
      await handle.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
