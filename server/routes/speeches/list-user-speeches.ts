import type { FastifyInstance } from 'fastify';
import { listSpeechesQuerySchema } from '@common/contract/speech';
import { userIdParamsSchema } from '@common/contract/user';
import { requireSameUser } from '@server/auth/identity';
import type { Services } from '@server/services';

/**
 * The smallest encoding the client takes: br, then gzip, else none. A coding
 * it does not name, or names with q=0, is not sent.
 */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set(
    value
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([coding]) => coding?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
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
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) return reply.header('content-encoding', encoding).send(list[encoding]);
    return reply.send(list.json);
  });
}
