import type { FastifyInstance } from 'fastify';
import { dailyPromptQuerySchema, type DailyPromptResponse } from '@common/contract/prompt';
import { requireSameUser } from '@server/auth/identity';
import { allowedOrigins } from '@server/security/origins';
import { refuseCrossSite } from '@server/security/register-security';
import type { Services } from '@server/services';

/**
 * GET /api/prompts/daily: today's prompt.
 * ?mode=interview (issue 13): from that practice mode's prompt bank.
 * ?refresh=true: another prompt, counted against the daily refresh limit. The
 * spec's call, kept for its clients (docs/decisions/0010): it changes state,
 * so it is refused cross-site like a POST. Podium's client uses
 * POST /api/prompts/daily/refresh.
 */
export function registerGetDailyPrompt(app: FastifyInstance, services: Services): void {
  const allowed = new Set(allowedOrigins(services.env));
  app.get('/api/prompts/daily', async (request, reply): Promise<DailyPromptResponse> => {
    reply.header('cache-control', 'no-store');
    const query = dailyPromptQuerySchema.parse(request.query);
    if (query.refresh === 'true') {
      refuseCrossSite(request, allowed, 'POST');
      const user = await services.identity.requireUser(request, reply);
      requireSameUser(user, query.userId);
      return services.prompts.refresh(user, undefined, query.mode);
    }
    // Open to visitors; a signed-in caller's headers and userId must still name themselves.
    const identity = await services.identity.optionalIdentity(request, reply);
    if (identity) requireSameUser(identity.user, query.userId);
    return services.prompts.daily(identity?.user ?? null, undefined, query.mode);
  });
}
