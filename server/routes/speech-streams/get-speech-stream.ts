import type { FastifyInstance } from 'fastify';
import { streamParamsSchema, type StreamResponse } from '@common/contract/speech-stream';
import type { Services } from '@server/services';

/** GET /api/speech-streams/{id}: the pieces stored, so a client resumes where it stopped. */
export function registerGetSpeechStream(app: FastifyInstance, services: Services): void {
  app.get('/api/speech-streams/:id', async (request, reply): Promise<StreamResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = streamParamsSchema.parse(request.params);
    const stream = await services.speechStreams.status(user, id);
    reply.header('cache-control', 'no-store');
    return { stream };
  });
}
