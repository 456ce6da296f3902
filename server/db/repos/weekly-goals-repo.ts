import type { Kysely } from 'kysely';
import type { Database, WeeklyGoalRow } from '../schema';

export function createWeeklyGoalsRepo(db: Kysely<Database>) {
  return {
    find(userId: number): Promise<WeeklyGoalRow | undefined> {
      return db
        .selectFrom('weeklyGoals')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /** Sets the user's goal, replacing the one they had. */
    async set(row: WeeklyGoalRow): Promise<void> {
      await db
        .insertInto('weeklyGoals')
        .values(row)
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet({
            sessionsPerWeek: row.sessionsPerWeek,
            maxFillersPerMinute: row.maxFillersPerMinute,
            paceInBand: row.paceInBand,
            updatedAt: row.updatedAt,
          }),
        )
        .execute();
    },

    async remove(userId: number): Promise<void> {
      await db.deleteFrom('weeklyGoals').where('userId', '=', userId).execute();
    },
  };
}

export type WeeklyGoalsRepo = ReturnType<typeof createWeeklyGoalsRepo>;
