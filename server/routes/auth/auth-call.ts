import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeOfAuthError } from '@server/auth/auth-error-codes';
import { toWebHeaders } from '@server/auth/identity';
import { AppError } from '@server/errors';

export const EMAIL_TAKEN = 'This email is already registered. Please log in instead.';
export const emailTaken = () => new AppError('email_taken', EMAIL_TAKEN);

/** better-auth's errors in Podium's shape `{status, message, code}` (DESIGN 1). */
export function fromAuthError(err: unknown): unknown {
  if (!(err instanceof APIError)) return err;
  const code = codeOfAuthError(err.statusCode, err.body?.code);
  if (code === 'email_taken') return emailTaken();
  if (code === 'invalid_credentials') {
    return new AppError('invalid_credentials', 'Invalid email or password.');
  }
  return new AppError(code, err.body?.message ?? err.message);
}

/**
 * Runs a better-auth API call for this request (its cookies and headers) and
 * passes any cookie it sets on to the reply.
 */
export async function callAuth<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: (headers: Headers) => Promise<{ headers: Headers; response: T }>,
): Promise<T> {
  try {
    const { headers, response } = await call(toWebHeaders(request.headers));
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return response;
  } catch (err) {
    throw fromAuthError(err);
  }
}
