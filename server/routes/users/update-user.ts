import type { FastifyInstance } from 'fastify';
import { updateUserBodySchema } from '@common/contract/account';
import { userParamsSchema, type UserDto } from '@common/contract/user';
import { requireSameUser } from '@server/auth/identity';
import { presentUser } from '@server/presenters/user-presenter';
import type { Services } from '@server/services';

/** PATCH /api/users/{id} {username}: renames the caller (spec 4 'Username edit'); 409 when taken. */
export function registerUpdateUser(app: FastifyInstance, services: Services): void {
  app.patch('/api/users/:id', async (request, reply): Promise<UserDto> => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = userParamsSchema.parse(request.params);
    requireSameUser(user, id);
    const { username } = updateUserBodySchema.parse(request.body ?? {});
    return presentUser(await services.accounts.rename(user, username));
  });
}
