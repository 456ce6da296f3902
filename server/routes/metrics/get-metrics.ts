import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '@server/errors';
import type { Services } from '@server/services';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics: Prometheus text, only when METRICS_TOKEN is set (otherwise the
 * same 404 as a path that does not exist) and only with
 * `Authorization: Bearer <token>` (metrics name routes and volumes: not public).
 */
export function registerGetMetrics(app: FastifyInstance, services: Services): void {
  const { registry } = services.metrics;
  const token = services.env.METRICS_TOKEN;
  const expected = digest(`Bearer ${token ?? ''}`);

  app.get('/metrics', async (request, reply) => {
    if (!registry || !token) return reply.callNotFound();
    // Digests have one length, so the comparison takes the same time whatever was sent.
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required.');
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
