import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import { createDatabaseLimitStore } from './database-limit-store';
import type { LimitStore } from './limit-store';
import { createRedisLimitStore } from './redis-limit-store';

/** Redis when REDIS_URL is set, otherwise the database every process already shares. */
export function createLimitStore(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  db: Kysely<Database>,
): LimitStore {
  return env.REDIS_URL
    ? createRedisLimitStore(env.REDIS_URL, env.REDIS_KEY_PREFIX)
    : createDatabaseLimitStore(db);
}
