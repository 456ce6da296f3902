import { APIError, createAuthEndpoint } from 'better-auth/api';
import type { BetterAuthPlugin } from 'better-auth';
import { setSessionCookie } from 'better-auth/cookies';
import { guestLoginBodySchema } from '@common/contract/user';
import type { UserRow } from '../db/schema';
import type { UsersRepo } from '../db/repos/users-repo';
import { presentUser } from '../presenters/user-presenter';

const GUEST_EMAIL_DOMAIN = 'guest.podium.invalid';

/** Guests get an auth identity whose e-mail can never receive mail (RFC 2606 .invalid). */
export const guestEmail = (guestId: string) =>
  `guest-${guestId.toLowerCase()}@${GUEST_EMAIL_DOMAIN}`;

export const isGuestEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`);

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

/**
 * POST /api/auth/guest-login {guestId}: creates or returns the guest's user
 * and starts a session. The guest id is a random value the browser made once
 * and keeps; it is the guest's only key, as in the spec.
 */
export function guestPlugin(deps: { users: UsersRepo }) {
  return {
    id: 'podium-guest',
    endpoints: {
      guestLogin: createAuthEndpoint(
        '/guest-login',
        { method: 'POST', body: guestLoginBodySchema },
        async (ctx) => {
          const { guestId } = ctx.body;
          const adapter = ctx.context.internalAdapter;

          let user: UserRow | undefined = await deps.users.findByGuestId(guestId);
          if (user && !user.isGuest) {
            // The guest became an account: its data now needs the account's password.
            throw new APIError('FORBIDDEN', {
              message:
                'This guest profile is now a registered account. Please sign in to continue.',
            });
          }

          let authUser = user?.supabaseId ? await adapter.findUserById(user.supabaseId) : null;
          if (!authUser) {
            const email = guestEmail(guestId);
            const found = await adapter.findUserByEmail(email);
            authUser =
              found?.user ??
              (await adapter
                .createUser({ email, name: 'Guest', emailVerified: true }, { method: 'anonymous' })
                .catch(async (err: unknown) => {
                  // Another request created this guest between our lookup and insert.
                  const winner = await adapter.findUserByEmail(email);
                  if (!winner) throw err;
                  return winner.user;
                }));
          }

          if (!user) {
            try {
              user = await deps.users.create({
                username: `guest_${guestId
                  .replace(/[^A-Za-z0-9]/g, '')
                  .slice(0, 10)
                  .toLowerCase()}_${authUser.id.slice(0, 4).toLowerCase()}`,
                guestId,
                supabaseId: authUser.id,
                isGuest: true,
              });
            } catch (err) {
              // Two tabs logging in the same new guest at once: the other won.
              if (!isUniqueViolation(err)) throw err;
              user = await deps.users.findByGuestId(guestId);
              if (!user) throw err;
            }
          } else if (user.supabaseId !== authUser.id) {
            user = (await deps.users.update(user.id, { supabaseId: authUser.id })) ?? user;
          }

          const session = await adapter.createSession(authUser.id);
          await setSessionCookie(ctx, { session, user: authUser });
          return ctx.json(presentUser(user));
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
