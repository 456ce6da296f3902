import { sql, type Kysely, type Transaction } from 'kysely';
import { isoNow } from '@server/lib/time';
import type { Database, UserRow } from '../schema';

export interface CreateUserInput {
  username: string;
  email?: string | null;
  supabaseId?: string | null;
  guestId?: string | null;
  isGuest: boolean;
  isPro?: boolean;
  timezone?: string | null;
}

export function createUsersRepo(db: Kysely<Database>) {
  // Compiled once and run with each caller's id: the identity check reads this row on every
  // request, and building and compiling the query cost kysely more than SQLite's lookup itself
  // (docs/decisions/0031-api-load-measure.md).
  const bySupabaseId = db.selectFrom('users').selectAll().where('supabaseId', '=', '').compile();

  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Guest ids are matched in any case: the guest's auth identity is an e-mail
     * made from the id, and e-mails are compared in lower case, so two ids that
     * differ only in case are one identity (users_guest_id_lower). An exact
     * match wins over one of another case made before that was so.
     */
    findByGuestId(guestId: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(guest_id)`, '=', guestId.toLowerCase())
        .orderBy(sql`case when guest_id = ${guestId} then 0 else 1 end`)
        .orderBy('id')
        .executeTakeFirst();
    },

    async findBySupabaseId(supabaseId: string): Promise<UserRow | undefined> {
      const { rows } = await db.executeQuery<UserRow>({
        ...bySupabaseId,
        parameters: [supabaseId],
      });
      return rows[0];
    },

    findByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async create(input: CreateUserInput): Promise<UserRow> {
      const now = isoNow();
      return db
        .insertInto('users')
        .values({
          username: input.username,
          email: input.email ?? null,
          supabaseId: input.supabaseId ?? null,
          guestId: input.guestId ?? null,
          isGuest: input.isGuest ? 1 : 0,
          isPro: input.isPro ? 1 : 0,
          timezone: input.timezone ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Holds the user's row until `tx` ends, so that checks of one user's
     * limits run one at a time. A write that changes nothing, because it locks
     * on both databases: on PostgreSQL a second transaction waits here for the
     * first to commit, then counts what it wrote (a count alone does not wait
     * under READ COMMITTED); on SQLite it takes the write lock at once, so no
     * other process writes between this transaction's count and its insert.
     */
    async lockForUpdate(id: number, tx: Transaction<Database>): Promise<void> {
      await tx
        .updateTable('users')
        .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
        .where('id', '=', id)
        .execute();
    },

    async update(
      id: number,
      changes: Partial<
        Pick<UserRow, 'username' | 'email' | 'supabaseId' | 'isGuest' | 'isPro' | 'timezone'>
      >,
    ): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ ...changes, updatedAt: isoNow() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
