import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { updateUserBodySchema } from '@common/contract/account';
import type { UserDto } from '@common/contract/user';
import { requireSameUser } from '@server/auth/identity';
import { presentUser } from '@server/presenters/user-presenter';
import type { Services } from '@server/services';

const params = z.object({ id: z.coerce.number().int('User id must be a number.') });

/** PATCH /api/users/{id} {username}: renames the caller (spec 4 'Username edit'); 409 when taken. */
export function registerUpdateUser(app: FastifyInstance, services: Services): void {
  app.patch('/api/users/:id', async (request, reply): Promise<UserDto> => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = params.parse(request.params);
    requireSameUser(user, id);
    const { username } = updateUserBodySchema.parse(request.body ?? {});
    return presentUser(await services.accounts.rename(user, username));
  });
}
