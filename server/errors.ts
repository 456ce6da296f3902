import { ERROR_STATUS, type ErrorCode } from '@common/errors/error-codes';

/**
 * Typed errors with a stable id. One handler (http/error-handler.ts) turns them
 * into `{status, message, code, ...extra}` bodies, `code` being the id (the
 * union lives in common/ so that the client branches on the same names);
 * anything else becomes a 500.
 */
export type ErrorId = ErrorCode;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly id: ErrorId,
    message: string,
    /** Extra fields merged into the JSON body (isRateLimit, retryAfter...). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[id];
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError('bad_request', message, extra);
/** A value the schema cannot express (a username's rules); zod's own failures get the same code. */
export const invalidInput = (message: string) => new AppError('invalid_input', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource.') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const payloadTooLarge = (message: string) => new AppError('payload_too_large', message);
export const unsupportedMedia = (message: string) => new AppError('unsupported_media', message);
export const badAudio = (message: string) => new AppError('bad_audio', message);
export const tooShort = (message: string) => new AppError('too_short', message);
export const rateLimited = (message: string, retryAfterSec?: number) =>
  new AppError('rate_limited', message, {
    isRateLimit: true,
    ...(retryAfterSec === undefined ? {} : { retryAfter: retryAfterSec }),
  });
export const guestLimit = (message: string) =>
  new AppError('guest_limit', message, { isRateLimit: true });
