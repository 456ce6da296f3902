import type { FastifyInstance } from 'fastify';
import {
  speechIdParamsSchema,
  updateTranscriptBodySchema,
  type TranscriptionResponse,
} from '@common/contract/speech';
import type { Services } from '@server/services';

/**
 * PUT /api/speeches/{id}/transcript {text}: the speaker's corrected (or typed)
 * transcript. 202 with the re-alignment job's status; the page polls
 * GET /api/transcription/{jobId}?speechId={id} and reloads the speech when it
 * is completed.
 */
export function registerUpdateTranscript(app: FastifyInstance, services: Services): void {
  app.put(
    '/api/speeches/:id/transcript',
    async (request, reply): Promise<TranscriptionResponse> => {
      const user = await services.identity.requireUser(request, reply);
      const { id } = speechIdParamsSchema.parse(request.params);
      const { text } = updateTranscriptBodySchema.parse(request.body ?? {});
      const status = await services.speeches.correctTranscript(user, id, text);
      reply.status(202).header('cache-control', 'no-store');
      return status;
    },
  );
}
