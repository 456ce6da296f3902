import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { TranscriptionResponse } from '@common/contract/speech';
import type { Services } from '@server/services';

const params = z.object({ id: z.string().min(1).max(100) });
const query = z.object({ speechId: z.coerce.number().int().positive().optional() });

/** GET /api/transcription/{id}?speechId=: the transcription job's status. */
export function registerGetTranscription(app: FastifyInstance, services: Services): void {
  app.get('/api/transcription/:id', async (request, reply): Promise<TranscriptionResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = params.parse(request.params);
    const { speechId } = query.parse(request.query);
    reply.header('cache-control', 'no-store');
    return services.speeches.transcriptionStatus(user, id, speechId);
  });
}
