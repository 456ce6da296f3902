import type { FastifyInstance } from 'fastify';
import { validateUsername } from '@common/account/validation';
import { createUserBodySchema } from '@common/contract/account';
import type { UserDto } from '@common/contract/user';
import { usernameTaken } from '@server/auth/accounts';
import { badRequest, forbidden, invalidInput } from '@server/errors';
import { presentUser } from '@server/presenters/user-presenter';
import type { Services } from '@server/services';

/**
 * POST /api/users {username, email, supabaseId, isGuest, isPro} (spec 7): the
 * Podium row of the signed-in auth identity. Every field must describe the
 * caller; isPro is the operator's to set (npm run user:pro), never the client's.
 * Answers 200 with the row when it already exists, 201 when it was made.
 */
export function registerCreateUser(app: FastifyInstance, services: Services): void {
  app.post('/api/users', async (request, reply): Promise<UserDto> => {
    const authUser = await services.identity.requireSessionUser(request, reply);

    const body = createUserBodySchema.parse(request.body ?? {});
    if (body.supabaseId && body.supabaseId !== authUser.id) {
      throw forbidden('supabaseId does not match the signed-in user.');
    }
    if (body.email && body.email.toLowerCase() !== authUser.email.toLowerCase()) {
      throw forbidden('email does not match the signed-in user.');
    }
    if (body.isPro) throw forbidden('Pro is set by the Podium team. Write to support to upgrade.');
    if (body.isGuest) throw badRequest('Guests are registered through POST /api/guest-login.');

    const existing = await services.users.findBySupabaseId(authUser.id);
    if (existing) return presentUser(existing);

    if (body.username !== undefined) {
      const problem = validateUsername(body.username);
      if (problem) throw invalidInput(problem.description);
      if (!(await services.accounts.isUsernameFree(body.username))) throw usernameTaken();
    }
    const user = await services.accounts.ensureAppUser(authUser, body.username);
    if (!user) throw badRequest('Guests are registered through POST /api/guest-login.');
    reply.status(201);
    return presentUser(user);
  });
}
