import type { FastifyInstance } from 'fastify';
import { linguisticRequestSchema, type LinguisticResponse } from '@common/contract/feedback';
import { requireSameUser } from '@server/auth/identity';
import type { Services } from '@server/services';

/** POST /api/linguistic-feedback {transcript, speechId?}: wording corrections for the caller. */
export function registerCreateLinguisticFeedback(app: FastifyInstance, services: Services): void {
  app.post('/api/linguistic-feedback', async (request, reply): Promise<LinguisticResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const body = linguisticRequestSchema.parse(request.body ?? {});
    requireSameUser(user, body.userId);
    reply.header('cache-control', 'no-store');
    return services.linguistic.generate(user, {
      transcript: body.transcript,
      speechId: body.speechId,
    });
  });
}
