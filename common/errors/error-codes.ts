// No zod here: the client reads these codes and should not pay for the schemas.

/**
 * The machine-readable `code` of every error body, and the HTTP status it is
 * sent with. Clients branch on `code`; `message` is for people and may be
 * reworded. A code names a kind of failure, so several share a status: 429 is
 * a `rate_limited` (wait `Retry-After` seconds), a hard `guest_limit` or
 * `daily_limit` (no retry helps), or a `cooldown` (retry after
 * `cooldownRemaining` seconds). What each means: error-code-descriptions.ts,
 * which docs/api.md lists.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_input: 400,
  invalid_email: 400,
  email_already_verified: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  email_not_verified: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  email_taken: 409,
  username_taken: 409,
  payload_too_large: 413,
  unsupported_media: 415,
  range_not_satisfiable: 416,
  bad_audio: 422,
  too_short: 422,
  rate_limited: 429,
  guest_limit: 429,
  cooldown: 429,
  daily_limit: 429,
  internal: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/**
 * The `code` of an error body, when it has a known one. A server from before
 * codes (the spec's) sends none: the caller then falls back on the status and
 * the message.
 */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return isErrorCode(code) ? code : undefined;
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media',
  416: 'range_not_satisfiable',
  422: 'invalid_input',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** The general code for an error that arrives with a status only (a library's, a proxy's). */
export function errorCodeForStatus(status: number): ErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}
