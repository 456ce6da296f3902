import Fastify, { type FastifyInstance } from 'fastify';
import { registerCloseWhenDraining } from './http/close-when-draining';
import { registerErrorHandler } from './http/error-handler';
import { registerRequestMetrics } from './metrics/register-request-metrics';
import { registerGetHealth } from './routes/health/get-health';
import { registerGetReady } from './routes/health/get-ready';
import { registerGetMetrics } from './routes/metrics/get-metrics';
import { loggerOptions } from './security/log-redaction';
import type { Services } from './services';

/**
 * What a worker process serves (WORKER_PORT): /api/health, /api/ready and
 * /metrics for the orchestrator and Prometheus, nothing a user reaches.
 */
export async function buildOpsApp(services: Services): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(services.env.LOG_LEVEL) });
  registerErrorHandler(app);
  registerCloseWhenDraining(app, services.lifecycle);
  registerRequestMetrics(app, services.metrics);
  registerGetHealth(app);
  registerGetReady(app, services);
  registerGetMetrics(app, services);
  return app;
}
