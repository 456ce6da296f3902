import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/database';
import { databaseTargets } from '@server/test-support/databases';
import { startTestRedis } from '@server/test-support/redis';
import { openTestDatabase } from '@server/test-support/test-database';
import { createDatabaseLimitStore } from './database-limit-store';
import type { LimitStore } from './limit-store';
import { createRedisLimitStore } from './redis-limit-store';

interface Target {
  name: string;
  /** Two stores that share their counts as two processes would (two connections). */
  open(): Promise<{ a: LimitStore; b: LimitStore; close(): Promise<void> }>;
}

const targets: Target[] = [
  ...databaseTargets().map((db): Target => ({
    name: `database (${db.name})`,
    async open() {
      const first = await openTestDatabase(db);
      // A second connection (pool) to the same database or file, as another process has.
      const second = openDatabase({ databaseUrl: first.url, dataDir: first.dataDir });
      return {
        a: createDatabaseLimitStore(first.handle.db),
        b: createDatabaseLimitStore(second.db),
        async close() {
          await second.destroy();
          await first.close();
        },
      };
    },
  })),
  {
    name: 'redis',
    async open() {
      const redis = await startTestRedis();
      const a = createRedisLimitStore(redis.url, redis.prefix);
      const b = createRedisLimitStore(redis.url, redis.prefix);
      return {
        a,
        b,
        async close() {
          await a.close();
          await b.close();
          // Every key the store wrote carries the test's prefix, and they are removed.
          expect((await redis.keys()).length).toBeGreaterThan(0);
          await redis.close();
        },
      };
    },
  },
];

describe.each(targets)('$name limit store', (target) => {
  let stores: Awaited<ReturnType<Target['open']>>;
  beforeAll(async () => {
    stores = await target.open();
  });
  afterAll(() => stores.close());

  it('counts attempts in a window and tells how long is left of it', async () => {
    const first = await stores.a.hit('sign-in 203.0.113.1', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await stores.b.hit('sign-in 203.0.113.1', 60_000)).count).toBe(2);
    expect((await stores.a.hit('sign-in 203.0.113.1', 60_000)).count).toBe(3);
    expect((await stores.a.hit('sign-in 203.0.113.2', 60_000)).count).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    // Long enough that a busy machine cannot let the window pass between the first two hits.
    expect((await stores.a.hit('window', 1500)).count).toBe(1);
    expect((await stores.b.hit('window', 1500)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 1600));
    const fresh = await stores.b.hit('window', 1500);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(1000);
  });

  it('gives each of many simultaneous attempts its own count', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? stores.a : stores.b).hit('burst', 60_000)),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('answers the readiness check', async () => {
    await expect(stores.a.check()).resolves.toBeUndefined();
  });
});
