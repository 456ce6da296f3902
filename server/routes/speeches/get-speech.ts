import type { FastifyInstance } from 'fastify';
import { speechIdParamsSchema, type GetSpeechResponse } from '@common/contract/speech';
import { presentAnalysis, presentSpeech } from '@server/presenters/speech-presenter';
import type { Services } from '@server/services';

/** GET /api/speeches/{id}: the speech and its analysis (null while processing). */
export function registerGetSpeech(app: FastifyInstance, services: Services): void {
  app.get('/api/speeches/:id', async (request, reply): Promise<GetSpeechResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = speechIdParamsSchema.parse(request.params);
    const { speech, analysis } = await services.speeches.getWithAnalysis(user, id);
    reply.header('cache-control', 'no-store');
    return {
      speech: presentSpeech(speech, analysis, services.media),
      analysis: analysis ? presentAnalysis(analysis) : null,
    };
  });
}
