import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeOfAuthError } from '../auth/auth-error-codes';
import type { Auth } from '../auth/create-auth';
import { toWebHeaders } from '../auth/identity';

/** The words for an auth failure that came without any. */
const AUTH_FAILED = 'The sign-in service could not complete the request.';

/**
 * better-auth's error body `{code: 'UPPER_CASE', message}` in Podium's shape
 * `{status, message, code}` (the status stays better-auth's).
 */
export function toErrorBody(status: number, raw: Buffer | null) {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    const value: unknown = raw && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : {};
    if (typeof value === 'object' && value !== null) parsed = value;
  } catch {
    // Not JSON: the status alone says what happened.
  }
  const authCode = typeof parsed.code === 'string' ? parsed.code : undefined;
  const message =
    typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : AUTH_FAILED;
  return { status, message, code: codeOfAuthError(status, authCode) };
}

/** Copies a Fetch API Response (better-auth's answer) onto a Fastify reply. */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  const failed = response.status >= 400;
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    // A rewritten error body has a length and type of its own.
    const rewritten = failed && (name === 'content-length' || name === 'content-type');
    if (name !== 'set-cookie' && !rewritten) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(failed ? toErrorBody(response.status, body) : body);
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
