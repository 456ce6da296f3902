import type { FastifyRequest } from 'fastify';

/** Query parameters that are credentials: verification tokens, OAuth codes, media signatures. */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'state',
  'sig',
  'id_token',
  'access_token',
  'refresh_token',
  'password',
]);

/** The URL with the value of every credential-bearing query parameter replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** Fields pino blanks wherever a request, reply or error object carries them. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  'password',
  'token',
];

/** Fastify's logger: passwords, cookies and tokens never reach the log (docs/security.md). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
