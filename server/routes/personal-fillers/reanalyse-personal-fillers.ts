import type { FastifyInstance } from 'fastify';
import type { ReanalyseFillersResponse } from '@common/contract/personal-fillers';
import type { Services } from '@server/services';

/** POST /api/personal-fillers/reanalyse: counts the caller's current list in their older speeches. */
export function registerReanalysePersonalFillers(app: FastifyInstance, services: Services): void {
  app.post(
    '/api/personal-fillers/reanalyse',
    async (request, reply): Promise<ReanalyseFillersResponse> => {
      const user = await services.identity.requireUser(request, reply);
      return services.personalFillers.reanalyse(user);
    },
  );
}
