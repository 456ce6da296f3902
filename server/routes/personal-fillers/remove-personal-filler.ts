import type { FastifyInstance } from 'fastify';
import { personalFillerIdParamsSchema } from '@common/contract/personal-fillers';
import type { Services } from '@server/services';

/** DELETE /api/personal-fillers/{id}: removes one of the caller's own fillers (204; 404 if not theirs). */
export function registerRemovePersonalFiller(app: FastifyInstance, services: Services): void {
  app.delete('/api/personal-fillers/:id', async (request, reply) => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = personalFillerIdParamsSchema.parse(request.params);
    await services.personalFillers.remove(user, id);
    return reply.status(204).send();
  });
}
