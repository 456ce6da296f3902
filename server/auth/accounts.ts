import { sql, type Kysely } from 'kysely';
import {
  usernameCandidates,
  usernameFromEmail,
  validateUsername,
} from '@common/account/validation';
import type { UsersRepo } from '../db/repos/users-repo';
import type { Database, UserRow } from '../db/schema';
import { AppError, forbidden, invalidInput } from '../errors';
import { isGuestEmail } from './guest-plugin';

/** The auth service's user, as far as Podium's own `users` row needs it. */
export interface AuthUserInfo {
  id: string;
  email: string;
  name: string;
}

export const USERNAME_TAKEN = 'Username already exists. Please try a different username.';

export const usernameTaken = () => new AppError('username_taken', USERNAME_TAKEN);

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

/**
 * Links auth identities (better-auth users) to Podium's `users` rows, where the
 * username, the account type and every speech hang. See
 * docs/decisions/0002-guest-conversion.md for how a guest's row becomes an account.
 */
export function createAccountService(deps: { db: Kysely<Database>; users: UsersRepo }) {
  /** Usernames are unique without regard to case, so "Ann" cannot pose as "ann". */
  async function usernameOwner(username: string): Promise<number | undefined> {
    const row = await deps.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username.trim()})`)
      .executeTakeFirst();
    return row?.id;
  }

  async function isUsernameFree(username: string, exceptUserId?: number): Promise<boolean> {
    const owner = await usernameOwner(username);
    return owner === undefined || owner === exceptUserId;
  }

  /** The first free name among the wishes (each valid one, then numbered variants). */
  async function freeUsername(wishes: Array<string | undefined>): Promise<string> {
    for (const wish of wishes) {
      if (!wish || validateUsername(wish)) continue;
      for (const candidate of usernameCandidates(wish.trim())) {
        if (await isUsernameFree(candidate)) return candidate;
      }
    }
    return `user_${Date.now()}${Math.floor(Math.random() * 100)}`.slice(0, 20);
  }

  /** Writes a username, retrying with the next free one when another request took it meanwhile. */
  async function withFreeUsername(
    wishes: Array<string | undefined>,
    write: (username: string) => Promise<UserRow | undefined>,
  ): Promise<UserRow | undefined> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        return await write(await freeUsername(wishes));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    throw usernameTaken();
  }

  /** The account row of an auth user, made when missing (never for a guest identity). */
  async function ensureAppUser(
    authUser: AuthUserInfo,
    preferredUsername?: string,
  ): Promise<UserRow | undefined> {
    const existing = await deps.users.findBySupabaseId(authUser.id);
    if (existing || isGuestEmail(authUser.email)) return existing;
    try {
      return await withFreeUsername(
        [preferredUsername, usernameFromEmail(authUser.email)],
        (username) =>
          deps.users.create({
            username,
            email: authUser.email,
            supabaseId: authUser.id,
            isGuest: false,
          }),
      );
    } catch (err) {
      // Two requests made the row at once (the sign-up hook and a session check).
      const raced = await deps.users.findBySupabaseId(authUser.id);
      if (raced) return raced;
      throw err;
    }
  }

  return {
    usernameOwner,
    isUsernameFree,
    ensureAppUser,

    /**
     * A new auth user was created (e-mail sign-up or a first Google sign-in).
     * When the request came from a guest's session, the guest's row becomes
     * the account, keeping its id and so every speech and feedback; the guest's
     * old auth identity is returned for the caller to delete.
     */
    async linkNewAuthUser(input: {
      authUser: AuthUserInfo;
      preferredUsername?: string;
      guestAuthUserId?: string | null;
    }): Promise<{ user: UserRow | undefined; replacedAuthUserId: string | null }> {
      const { authUser } = input;
      if (isGuestEmail(authUser.email)) return { user: undefined, replacedAuthUserId: null };
      const guest = input.guestAuthUserId
        ? await deps.users.findBySupabaseId(input.guestAuthUserId)
        : undefined;
      if (!guest?.isGuest) {
        return {
          user: await ensureAppUser(authUser, input.preferredUsername),
          replacedAuthUserId: null,
        };
      }
      const user = await withFreeUsername(
        [input.preferredUsername, usernameFromEmail(authUser.email)],
        (username) =>
          deps.users.update(guest.id, {
            username,
            email: authUser.email,
            supabaseId: authUser.id,
            isGuest: 0,
          }),
      );
      return { user, replacedAuthUserId: guest.supabaseId };
    },

    /** PATCH /api/users/{id}: validation (spec 5), guests refused, 409 when taken. */
    async rename(user: UserRow, requested: string): Promise<UserRow> {
      if (user.isGuest)
        throw forbidden('Guests cannot change their username. Create an account first.');
      const problem = validateUsername(requested);
      if (problem) throw invalidInput(problem.description);
      const username = requested.trim();
      if (username === user.username) return user;
      if (!(await isUsernameFree(username, user.id))) throw usernameTaken();
      try {
        const updated = await deps.users.update(user.id, { username });
        if (!updated) throw forbidden('This account no longer exists.');
        return updated;
      } catch (err) {
        if (isUniqueViolation(err)) throw usernameTaken();
        throw err;
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
