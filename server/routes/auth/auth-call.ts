import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '@common/account/account-error-codes';
import { toWebHeaders } from '@server/auth/identity';
import { AppError, type ErrorId } from '@server/errors';

export const EMAIL_TAKEN = 'This email is already registered. Please log in instead.';
export const emailTaken = () =>
  new AppError('conflict', EMAIL_TAKEN, { code: ACCOUNT_ERROR_CODES.emailTaken });

const idByStatus: Record<number, ErrorId> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'bad_request',
  429: 'rate_limited',
};

/** better-auth's errors in Podium's shape `{status, message, code}` (DESIGN 1). */
export function fromAuthError(err: unknown): unknown {
  if (!(err instanceof APIError)) return err;
  const code = err.body?.code;
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return emailTaken();
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD') {
    return new AppError('unauthorized', 'Invalid email or password.', {
      code: ACCOUNT_ERROR_CODES.invalidCredentials,
    });
  }
  const id = idByStatus[err.statusCode] ?? 'bad_request';
  return new AppError(id, err.body?.message ?? err.message, code ? { code } : {});
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
