import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export type UsageKind = 'prompt_refresh' | 'feedback';

export function createUsageRepo(db: Kysely<Database>) {
  return {
    async get(userId: number, kind: UsageKind, day: string): Promise<number> {
      const row = await db
        .selectFrom('usageCounters')
        .select('count')
        .where('userId', '=', userId)
        .where('kind', '=', kind)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /**
     * Adds one use if the count is below `limit`, in one statement so two
     * concurrent requests cannot both take the last one. Returns the new count,
     * or null when the limit was already reached.
     */
    async take(
      userId: number,
      kind: UsageKind,
      day: string,
      limit: number,
    ): Promise<number | null> {
      if (limit <= 0) return null;
      const row = await db
        .insertInto('usageCounters')
        .values({ userId, kind, day, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['userId', 'kind', 'day'])
            .doUpdateSet({ count: sql`usage_counters.count + 1` })
            .where(sql<boolean>`usage_counters.count < ${limit}`),
        )
        .returning('count')
        .executeTakeFirst();
      return row?.count ?? null;
    },

    /** Returns a use taken for work that then failed, so the user is not charged for it. */
    async giveBack(userId: number, kind: UsageKind, day: string): Promise<void> {
      await db
        .updateTable('usageCounters')
        .set({ count: sql`count - 1` })
        .where('userId', '=', userId)
        .where('kind', '=', kind)
        .where('day', '=', day)
        .where('count', '>', 0)
        .execute();
    },
  };
}

export type UsageRepo = ReturnType<typeof createUsageRepo>;
