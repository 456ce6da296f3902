import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { forbidden } from '../errors';
import type { LimitStore } from '../limits/limit-store';
import { allowedOrigins, checkOrigin } from './origins';
import { rateLimitStoreFor } from './rate-limit-store';
import { securityHeaderOptions } from './security-headers';
import { staticSecurityHeaders } from './static-security-headers';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The cross-site request forgery guard (origins.ts) for one request; `method`
 * lets a GET that changes state be judged as the write it is.
 */
export function refuseCrossSite(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
  method = request.method,
): void {
  const verdict = checkOrigin(
    {
      method,
      origin: header(request.headers.origin),
      secFetchSite: header(request.headers['sec-fetch-site']),
    },
    allowed,
  );
  if (!verdict.ok) {
    request.log.warn({ reason: verdict.reason }, 'cross-site request refused');
    throw forbidden('Cross-site request refused.');
  }
}

/**
 * Security headers, the rate-limit plugin (routes opt in with
 * `config.rateLimit`, see rate-limits.ts; counts in the shared limit store)
 * and the Origin check. Registered before any route, so that every route gets them.
 */
export async function registerSecurity(
  app: FastifyInstance,
  env: Pick<Env, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'NODE_ENV'>,
  limits: LimitStore,
): Promise<void> {
  const securityHeaders = await staticSecurityHeaders(securityHeaderOptions(env.PUBLIC_URL));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(rateLimit, { global: false, store: rateLimitStoreFor(limits) });

  const allowed = new Set(allowedOrigins(env));
  app.addHook('onRequest', async (request) => refuseCrossSite(request, allowed));
}
