/**
 * Typed errors with a stable id. One handler (http/error-handler.ts) turns them
 * into `{status, message, ...extra}` bodies; anything else becomes a 500.
 */
export type ErrorId =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media'
  | 'bad_audio'
  | 'rate_limited'
  | 'guest_limit'
  | 'too_short'
  | 'cooldown'
  | 'daily_limit'
  | 'service_unavailable';

const statusById: Record<ErrorId, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media: 415,
  bad_audio: 422,
  rate_limited: 429,
  guest_limit: 429,
  too_short: 422,
  cooldown: 429,
  daily_limit: 429,
  service_unavailable: 503,
};

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
    this.status = statusById[id];
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError('bad_request', message, extra);
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
