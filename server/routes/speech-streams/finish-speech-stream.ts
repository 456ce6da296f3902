import type { FastifyInstance } from 'fastify';
import type { CreateSpeechResponse } from '@common/contract/speech';
import { finishStreamBodySchema, streamParamsSchema } from '@common/contract/speech-stream';
import { requireSameUser } from '@server/auth/identity';
import { presentSpeech } from '@server/presenters/speech-presenter';
import type { Services } from '@server/services';

/**
 * POST /api/speech-streams/{id}/finish {title, ..., pieces}: the streamed recording becomes a
 * speech, as POST /api/speeches would make it (same fields, limits and answer); finishing again
 * answers with the same speech.
 */
export function registerFinishSpeechStream(app: FastifyInstance, services: Services): void {
  app.post(
    '/api/speech-streams/:id/finish',
    async (request, reply): Promise<CreateSpeechResponse> => {
      const user = await services.identity.requireUser(request, reply);
      const { id } = streamParamsSchema.parse(request.params);
      const body = finishStreamBodySchema.parse(request.body ?? {});
      requireSameUser(user, body.userId);
      const speech = await services.speechStreams.finish(user, id, body, (timings) =>
        request.log.info({ timings }, 'stream finish timings'),
      );
      reply.status(201);
      return { speech: presentSpeech(speech, undefined, services.media) };
    },
  );
}
