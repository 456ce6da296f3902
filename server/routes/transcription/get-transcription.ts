import type { FastifyInstance } from 'fastify';
import {
  transcriptionParamsSchema,
  transcriptionQuerySchema,
  type TranscriptionResponse,
} from '@common/contract/speech';
import type { Services } from '@server/services';

/** GET /api/transcription/{id}?speechId=: the transcription job's status. */
export function registerGetTranscription(app: FastifyInstance, services: Services): void {
  app.get('/api/transcription/:id', async (request, reply): Promise<TranscriptionResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = transcriptionParamsSchema.parse(request.params);
    const { speechId } = transcriptionQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return services.speeches.transcriptionStatus(user, id, speechId);
  });
}
