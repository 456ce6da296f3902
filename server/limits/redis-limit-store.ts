import { Redis } from 'ioredis';
import type { LimitStore } from './limit-store';

/**
 * One round trip per attempt: count, open the window on the first attempt,
 * report what is left of it. A key that somehow lost its expiry gets one, so a
 * counter can never block forever.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type WithHit = Redis & { podiumLimitHit(key: string, windowMs: number): Promise<[number, number]> };

/** Counters in Redis (REDIS_URL), under `<prefix>limit:<key>`. */
export function createRedisLimitStore(url: string, prefix: string): LimitStore {
  const redis = new Redis(url, {
    keyPrefix: `${prefix}limit:`,
    // A sign-in waits at most a few seconds for Redis, then fails rather than hangs.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  }) as WithHit;
  redis.defineCommand('podiumLimitHit', { numberOfKeys: 1, lua: HIT });
  // Without a listener ioredis logs every reconnect attempt as an unhandled error.
  redis.on('error', () => undefined);

  return {
    async hit(key, windowMs) {
      const [count, ttl] = await redis.podiumLimitHit(key, windowMs);
      return { count, resetInMs: ttl };
    },

    async check() {
      await redis.ping();
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
