import type { FastifyInstance } from 'fastify';
import { listSpeechesQuerySchema, type SpeechDto } from '@common/contract/speech';
import { userIdParamsSchema } from '@common/contract/user';
import { requireSameUser } from '@server/auth/identity';
import { presentSpeech } from '@server/presenters/speech-presenter';
import type { Services } from '@server/services';

/** GET /api/speeches/user/{userId}: the caller's speeches, newest first. */
export function registerListUserSpeeches(app: FastifyInstance, services: Services): void {
  app.get('/api/speeches/user/:userId', async (request, reply): Promise<SpeechDto[]> => {
    const user = await services.identity.requireUser(request, reply);
    const { userId } = userIdParamsSchema.parse(request.params);
    requireSameUser(user, userId);
    const { limit } = listSpeechesQuerySchema.parse(request.query);
    const rows = await services.speeches.listForUser(user, limit);
    reply.header('cache-control', 'no-store');
    return rows.map(({ speech, analysis }) => presentSpeech(speech, analysis, services.media));
  });
}
