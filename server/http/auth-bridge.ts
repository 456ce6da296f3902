import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/create-auth';
import { toWebHeaders } from '../auth/identity';

/** Copies a Fetch API Response (better-auth's answer) onto a Fastify reply. */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(body);
}

/**
 * A route handler that hands the request to better-auth and relays its answer.
 * Only the endpoints named in routes/auth/register-auth-routes.ts are reachable.
 */
export function forwardToAuth(auth: Auth, publicUrl: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = new URL(request.url, publicUrl);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    const webRequest = new Request(url, {
      method: request.method,
      headers: toWebHeaders(request.headers),
      body: hasBody ? JSON.stringify(request.body) : undefined,
    });
    return sendWebResponse(reply, await auth.handler(webRequest));
  };
}
