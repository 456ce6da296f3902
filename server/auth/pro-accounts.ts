import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { isoNow } from '../lib/time';

/**
 * Pro is granted by an operator (npm run user:pro -- EMAIL), after the
 * upgrade request e-mail of spec 1; the client can never set it. Guests have
 * no e-mail and cannot be Pro. Returns the updated row, or undefined when no
 * account has that address.
 */
export async function setPro(
  db: Kysely<Database>,
  email: string,
  isPro: boolean,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ isPro: isPro ? 1 : 0, updatedAt: isoNow() })
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('isGuest', '=', 0)
    .returningAll()
    .executeTakeFirst();
}
