import type { FastifyInstance } from 'fastify';
import { listSpeechesQuerySchema } from '@common/contract/speech';
import { userIdParamsSchema } from '@common/contract/user';
import { requireSameUser } from '@server/auth/identity';
import type { Services } from '@server/services';

/** gzip unless the client refuses it (`gzip;q=0`) or does not name it. */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, q]) => coding === 'gzip' && !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''));
}

/**
 * GET /api/speeches/user/{userId}: the caller's speeches, newest first (the
 * SpeechDto[] of the contract). Polled by every open page: served from the
 * per-user list cache (speech-list-cache.ts), compressed when the client
 * accepts it, and 304 when the browser's copy is still the current one.
 */
export function registerListUserSpeeches(app: FastifyInstance, services: Services): void {
  app.get('/api/speeches/user/:userId', async (request, reply) => {
    const user = await services.identity.requireUser(request, reply);
    const { userId } = userIdParamsSchema.parse(request.params);
    requireSameUser(user, userId);
    const { limit } = listSpeechesQuerySchema.parse(request.query);
    const list = await services.speechLists.get(user, limit);
    reply
      // private: one person's list; no-cache: the browser asks again each poll, with If-None-Match.
      .header('cache-control', 'private, no-cache')
      .header('etag', list.etag)
      .header('vary', 'accept-encoding, cookie');
    if (request.headers['if-none-match'] === list.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(list.gzip);
    }
    return reply.send(list.json);
  });
}
