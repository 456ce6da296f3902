import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '@server/errors';
import type { Services } from '@server/services';

/** A dependency slower than this counts as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 3_000;

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: this process should get traffic: the database, the storage
 * and the rate-limit store answer, and it is not shutting down. 503 otherwise,
 * naming what failed (the reasons go to the log, not to the caller).
 */
export function registerGetReady(app: FastifyInstance, services: Services): void {
  app.get('/api/ready', async (request) => {
    if (services.lifecycle.draining) {
      throw new AppError('service_unavailable', 'Shutting down.', { checks: {} });
    }
    const probes: Record<string, () => Promise<unknown>> = {
      database: () => sql`select 1`.execute(services.handle.db),
      storage: () => services.storage.check(),
      limits: () => services.limits.check(),
    };
    const results = await Promise.all(
      Object.entries(probes).map(async ([name, probe]) => {
        try {
          await within(CHECK_TIMEOUT_MS, probe());
          return [name, 'ok'] as const;
        } catch (err) {
          request.log.warn({ err, check: name }, 'readiness check failed');
          return [name, 'failed'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results);
    const failed = results.filter(([, state]) => state !== 'ok').map(([name]) => name);
    if (failed.length > 0) {
      throw new AppError('service_unavailable', `Not ready: ${failed.join(', ')}.`, { checks });
    }
    return { status: 'ready', checks };
  });
}
