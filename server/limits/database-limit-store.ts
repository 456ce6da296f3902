import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LimitStore } from './limit-store';

/** How often a process deletes counters whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limits` table (SQLite or PostgreSQL): one upsert per
 * attempt, atomic on both, so concurrent attempts from several processes each
 * get their own count.
 */
export function createDatabaseLimitStore(db: Kysely<Database>): LimitStore {
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Best effort: a row left behind only costs a few bytes until the next sweep.
    db.deleteFrom('rateLimits')
      .where('resetAt', '<', now)
      .execute()
      .catch(() => undefined);
  }

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
      const row = await db
        .insertInto('rateLimits')
        .values({ key, count: 1, resetAt: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
            resetAt: sql`case when ${expired} then ${now + windowMs} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'resetAt'])
        .executeTakeFirstOrThrow();
      sweep(now);
      return { count: row.count, resetInMs: Math.max(0, Number(row.resetAt) - now) };
    },

    // The database is checked on its own by /api/ready.
    async check() {},

    async close() {},
  };
}
