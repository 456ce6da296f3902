import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '@common/contract/user';
import { presentUser } from '@server/presenters/user-presenter';
import type { Services } from '@server/services';

/** GET /api/session: the app's auth check; who the session cookie belongs to. */
export function registerGetSession(app: FastifyInstance, services: Services): void {
  app.get('/api/session', async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    const identity = await services.identity.getIdentity(request, reply);
    if (!identity) return { user: null, emailVerified: false };
    return { user: presentUser(identity.user), emailVerified: identity.emailVerified };
  });
}
