import type { FastifyInstance } from 'fastify';
import type { PersonalFillersResponse } from '@common/contract/personal-fillers';
import { PERSONAL_FILLERS } from '@common/fillers/personal-fillers';
import type { Services } from '@server/services';
import { presentPersonalFiller } from './present-personal-filler';

/** GET /api/personal-fillers: the caller's own fillers and the limits on them. */
export function registerListPersonalFillers(app: FastifyInstance, services: Services): void {
  app.get('/api/personal-fillers', async (request, reply): Promise<PersonalFillersResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const rows = await services.personalFillers.list(user);
    return { fillers: rows.map(presentPersonalFiller), ...PERSONAL_FILLERS };
  });
}
