import type { FastifyInstance } from 'fastify';
import { saveSpeechBodySchema, speechIdParamsSchema } from '@common/contract/speech';
import { presentSpeech } from '@server/presenters/speech-presenter';
import type { Services } from '@server/services';

/** POST /api/speeches/{id}/save {saved}: marks the speech as kept. */
export function registerSaveSpeech(app: FastifyInstance, services: Services): void {
  app.post('/api/speeches/:id/save', async (request, reply) => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = speechIdParamsSchema.parse(request.params);
    const { saved } = saveSpeechBodySchema.parse(request.body ?? {});
    const speech = await services.speeches.save(user, id, saved);
    return { speech: presentSpeech(speech, undefined, services.media) };
  });
}
