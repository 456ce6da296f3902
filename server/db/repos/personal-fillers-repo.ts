import type { Kysely } from 'kysely';
import type { Database, PersonalFillerRow } from '../schema';

export function createPersonalFillersRepo(db: Kysely<Database>) {
  return {
    /** The user's phrases, oldest first. */
    listByUser(userId: number): Promise<PersonalFillerRow[]> {
      return db
        .selectFrom('personalFillers')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('id')
        .execute();
    },

    /** Adds a phrase; undefined when the user already has it. */
    async insert(userId: number, phrase: string, createdAt: string) {
      return db
        .insertInto('personalFillers')
        .values({ userId, phrase, createdAt })
        .onConflict((oc) => oc.columns(['userId', 'phrase']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Removes one of the user's phrases; false when they have no such phrase. */
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('personalFillers')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PersonalFillersRepo = ReturnType<typeof createPersonalFillersRepo>;
