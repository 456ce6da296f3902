import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { LISTS } from '@common/constants';
import type { SpeechDto } from '@common/contract/speech';
import { requireSameUser } from '@server/auth/identity';
import { presentSpeech } from '@server/presenters/speech-presenter';
import type { Services } from '@server/services';

const params = z.object({ userId: z.coerce.number().int('userId must be a number.') });
const query = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LISTS.speechesFetchLimit)
    .default(LISTS.speechesFetchLimit),
});

/** GET /api/speeches/user/{userId}: the caller's speeches, newest first. */
export function registerListUserSpeeches(app: FastifyInstance, services: Services): void {
  app.get('/api/speeches/user/:userId', async (request, reply): Promise<SpeechDto[]> => {
    const user = await services.identity.requireUser(request, reply);
    const { userId } = params.parse(request.params);
    requireSameUser(user, userId);
    const { limit } = query.parse(request.query);
    const rows = await services.speeches.listForUser(user, limit);
    reply.header('cache-control', 'no-store');
    return rows.map(({ speech, analysis }) => presentSpeech(speech, analysis, services.media));
  });
}
