import type { FastifyInstance } from 'fastify';
import { refreshPromptBodySchema, type DailyPromptResponse } from '@common/contract/prompt';
import { requireSameUser } from '@server/auth/identity';
import type { Services } from '@server/services';

/** POST /api/prompts/daily/refresh {userId?, mode?}: another prompt, counted against the daily limit. */
export function registerRefreshDailyPrompt(app: FastifyInstance, services: Services): void {
  app.post('/api/prompts/daily/refresh', async (request, reply): Promise<DailyPromptResponse> => {
    reply.header('cache-control', 'no-store');
    const user = await services.identity.requireUser(request, reply);
    const body = refreshPromptBodySchema.parse(request.body);
    requireSameUser(user, body.userId);
    return services.prompts.refresh(user, undefined, body.mode);
  });
}
