import type { FastifyInstance } from 'fastify';

/**
 * GET /api/health: the process is alive (a liveness probe). It asks nothing of
 * the database or storage: an outage there must not get every process
 * restarted; /api/ready reports it.
 */
export function registerGetHealth(app: FastifyInstance): void {
  app.get('/api/health', async () => ({ status: 'ok' }));
}
