import type { FastifyInstance } from 'fastify';
import { openStreamBodySchema, type StreamResponse } from '@common/contract/speech-stream';
import type { Services } from '@server/services';

/** POST /api/speech-streams {mimeType}: a recording starts streaming (issue 12, ADR 26). */
export function registerOpenSpeechStream(app: FastifyInstance, services: Services): void {
  app.post('/api/speech-streams', async (request, reply): Promise<StreamResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const { mimeType } = openStreamBodySchema.parse(request.body ?? {});
    const stream = await services.speechStreams.open(user, mimeType);
    reply.status(201).header('cache-control', 'no-store');
    return { stream };
  });
}
