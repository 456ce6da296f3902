import type { FastifyInstance } from 'fastify';
import {
  addPersonalFillerBodySchema,
  type PersonalFiller,
} from '@common/contract/personal-fillers';
import type { Services } from '@server/services';
import { presentPersonalFiller } from './present-personal-filler';

/** POST /api/personal-fillers {phrase}: adds one of the caller's own fillers (201). */
export function registerAddPersonalFiller(app: FastifyInstance, services: Services): void {
  app.post('/api/personal-fillers', async (request, reply): Promise<PersonalFiller> => {
    const user = await services.identity.requireUser(request, reply);
    const { phrase } = addPersonalFillerBodySchema.parse(request.body ?? {});
    const row = await services.personalFillers.add(user, phrase);
    reply.status(201);
    return presentPersonalFiller(row);
  });
}
