import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import type { UsersRepo } from '../db/repos/users-repo';
import { AppError, forbidden, unauthorized } from '../errors';
import { createTtlCache } from '../lib/ttl-cache';
import { isGuestEmail } from './guest-plugin';
import type { AccountService } from './accounts';
import type { Auth } from './create-auth';
import { mismatchedIdentityHeader } from './identity-headers';

/** The auth service's view of the caller. */
export interface AuthSessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface Identity {
  user: UserRow;
  authUserId: string;
  authUser: AuthSessionUser;
  emailVerified: boolean;
}

export const EMAIL_NOT_VERIFIED =
  'Email Not Verified. Please check your inbox and click the verification link.';

export const emailNotVerified = () => new AppError('email_not_verified', EMAIL_NOT_VERIFIED);

export function toWebHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  return headers;
}

/**
 * How long a session check is reused for the same cookie. The clients poll
 * every few seconds, and the session lookup cost as much as the rest of a
 * speech-list request (docs/decisions/0012-speech-list-cache.md). Only
 * verified (or guest) sessions are kept, so following a verification link
 * takes effect at once; signing out forgets the entry in this process, and
 * another process may honour a signed-out cookie for at most this long.
 */
export const SESSION_CACHE_MS = 5_000;

/**
 * Who is calling, from the session cookie only. Resolved at most once per
 * request; a refreshed session cookie is passed on to the reply.
 */
export function createIdentityGuard(deps: {
  auth: Auth;
  users: UsersRepo;
  accounts: AccountService;
}) {
  const sessions = new WeakMap<FastifyRequest, Promise<AuthSessionUser | null>>();
  const identities = new WeakMap<FastifyRequest, Promise<Identity | null>>();
  const recent = createTtlCache<AuthSessionUser>({
    ttlMs: SESSION_CACHE_MS,
    maxEntries: 10_000,
  });
  // One lookup per cookie at a time: when an entry expires under load, the
  // hundreds of requests already waiting on it would otherwise each check the
  // session again, all at once (docs/decisions/0028-session-check-reuse.md).
  const inFlight = new Map<string, Promise<AuthSessionUser | null>>();
  // Bumped by every sign-out: a lookup that started before one is not kept.
  let signOuts = 0;

  async function readSession(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<AuthSessionUser | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const cached = recent.get(cookie);
    if (cached) return cached;
    const pending = inFlight.get(cookie);
    if (pending) return pending;
    const started = signOuts;
    const lookup = lookUpSession(request, reply).then((user) => {
      // The Podium row is still read on every request (resolve below), so a
      // guest that converted or a deleted account is refused at once regardless.
      const keep = user?.emailVerified || (user && isGuestEmail(user.email));
      if (keep && started === signOuts) recent.set(cookie, user);
      return user;
    });
    inFlight.set(cookie, lookup);
    try {
      return await lookup;
    } finally {
      if (inFlight.get(cookie) === lookup) inFlight.delete(cookie);
    }
  }

  async function lookUpSession(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<AuthSessionUser | null> {
    const result = await deps.auth.api.getSession({
      headers: toWebHeaders(request.headers),
      returnHeaders: true,
    });
    const setCookie = result.headers.get('set-cookie');
    if (setCookie && reply) reply.header('set-cookie', setCookie);
    const user = result.response?.user;
    if (!user) return null;
    return { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified };
  }

  /** The auth session alone, with or without a Podium row (the users routes of spec 7). */
  function getSessionUser(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<AuthSessionUser | null> {
    let pending = sessions.get(request);
    if (!pending) {
      pending = readSession(request, reply);
      sessions.set(request, pending);
    }
    return pending;
  }

  async function resolve(request: FastifyRequest, reply?: FastifyReply): Promise<Identity | null> {
    const authUser = await getSessionUser(request, reply);
    if (!authUser) return null;
    // Every account identity has a row: made here when the sign-up hook could not.
    const user = await deps.accounts.ensureAppUser(authUser);
    if (!user) return null;
    return {
      user,
      authUserId: authUser.id,
      authUser,
      // Guests count as verified (spec 4).
      emailVerified: user.isGuest === 1 || authUser.emailVerified,
    };
  }

  function getIdentity(request: FastifyRequest, reply?: FastifyReply): Promise<Identity | null> {
    let pending = identities.get(request);
    if (!pending) {
      pending = resolve(request, reply);
      identities.set(request, pending);
    }
    return pending;
  }

  /** Identity headers that name anyone but the caller are refused (DESIGN 2). */
  function refuseOtherIdentityHeaders(
    request: FastifyRequest,
    user: Pick<UserRow, 'id' | 'supabaseId' | 'guestId' | 'isGuest'>,
  ): void {
    const header = mismatchedIdentityHeader(request.headers, user);
    if (header) throw forbidden(`${header} does not match the signed-in user.`);
  }

  /** The caller when signed in, else null; headers naming someone else are refused. */
  async function optionalIdentity(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<Identity | null> {
    const identity = await getIdentity(request, reply);
    if (identity) refuseOtherIdentityHeaders(request, identity.user);
    return identity;
  }

  /**
   * The auth session, whether or not its Podium row exists yet (the users
   * calls of spec 7); identity headers must name the caller as elsewhere.
   */
  async function requireSessionUser(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<AuthSessionUser> {
    const authUser = await getSessionUser(request, reply);
    if (!authUser) throw unauthorized('Your session has expired. Please sign in again.');
    const row = await deps.users.findBySupabaseId(authUser.id);
    refuseOtherIdentityHeaders(
      request,
      row ?? { id: Number.NaN, supabaseId: authUser.id, guestId: null, isGuest: 0 },
    );
    return authUser;
  }

  /** A signed-in caller whose identity headers, if sent, name themselves. */
  async function requireIdentity(
    request: FastifyRequest,
    reply?: FastifyReply,
    options: { allowUnverified?: boolean } = {},
  ): Promise<Identity> {
    const identity = await getIdentity(request, reply);
    if (!identity) throw unauthorized('Your session has expired. Please sign in again.');
    refuseOtherIdentityHeaders(request, identity.user);
    // Until the e-mail is verified an account reaches only the verification screen.
    if (!identity.emailVerified && !options.allowUnverified) throw emailNotVerified();
    return identity;
  }

  /**
   * The signed-in user; 401 without a session, 403 when identity headers name
   * someone else or the account's e-mail is not verified yet.
   */
  async function requireUser(
    request: FastifyRequest,
    reply?: FastifyReply,
    options: { allowUnverified?: boolean } = {},
  ): Promise<UserRow> {
    return (await requireIdentity(request, reply, options)).user;
  }

  return {
    /** Forgets this request's cookie (sign-out), so the next request checks the session again. */
    forgetSession(request: FastifyRequest): void {
      signOuts += 1;
      if (!request.headers.cookie) return;
      recent.delete(request.headers.cookie);
      inFlight.delete(request.headers.cookie);
    },
    getSessionUser,
    getIdentity,
    optionalIdentity,
    requireSessionUser,
    requireIdentity,
    requireUser,
  };
}

export type IdentityGuard = ReturnType<typeof createIdentityGuard>;

/** A userId from a path, query or body must be the caller's own. */
export function requireSameUser(user: UserRow, claimed: number | string | undefined | null): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  if (String(claimed) !== String(user.id)) {
    throw forbidden('You can only access your own data.');
  }
}
