import type { FastifyInstance } from 'fastify';
import { supabaseIdParamsSchema, type UserDto } from '@common/contract/user';
import { forbidden, notFound } from '@server/errors';
import { presentUser } from '@server/presenters/user-presenter';
import type { Services } from '@server/services';

/**
 * GET /api/users/supabase/{supabaseId} (spec 7): the caller's own row; 404
 * means it does not exist yet and POST /api/users makes it. Another identity's
 * id is refused with 403.
 */
export function registerGetUserBySupabaseId(app: FastifyInstance, services: Services): void {
  app.get('/api/users/supabase/:supabaseId', async (request, reply): Promise<UserDto> => {
    const authUser = await services.identity.requireSessionUser(request, reply);
    const { supabaseId } = supabaseIdParamsSchema.parse(request.params);
    if (supabaseId !== authUser.id) throw forbidden('You can only access your own data.');
    reply.header('cache-control', 'no-store');
    const user = await services.users.findBySupabaseId(supabaseId);
    if (!user) throw notFound('User not found.');
    return presentUser(user);
  });
}
