import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Times every request into the latency histogram, labelled by the route's
 * pattern (`/api/speeches/:id`), never the raw URL: ids would make a series each.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  if (!metrics.registry) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
