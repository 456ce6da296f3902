import type { FastifyInstance } from 'fastify';
import type { RecordingAllowance } from '@common/contract/speech';
import type { Services } from '@server/services';

/**
 * GET /api/recording-allowance: how many more recordings the caller may upload,
 * so Home can tell a guest before they record (ADR 10).
 */
export function registerGetRecordingAllowance(app: FastifyInstance, services: Services): void {
  app.get('/api/recording-allowance', async (request, reply): Promise<RecordingAllowance> => {
    const user = await services.identity.requireUser(request, reply);
    reply.header('cache-control', 'no-store');
    return services.speeches.allowance(user);
  });
}
