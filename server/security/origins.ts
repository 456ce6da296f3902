import type { Env } from '../env';

/** scheme://host[:port], lower-cased, default port dropped; null when not an http(s) origin. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Origins whose pages may change data: PUBLIC_URL's, TRUSTED_ORIGINS, and Vite's in development. */
export function allowedOrigins(
  env: Pick<Env, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'NODE_ENV'>,
): string[] {
  const list = [env.PUBLIC_URL, ...env.TRUSTED_ORIGINS];
  if (env.NODE_ENV === 'development') list.push('http://localhost:5173');
  return [...new Set(list.map(normaliseOrigin).filter((o): o is string => o !== null))];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Cross-site request forgery guard for state-changing requests
 * (docs/security.md). Browsers send Origin on every cross-origin POST, and
 * Chromium, Firefox and Safari on same-origin ones too. A request with no
 * Origin passes only when the browser says it came from the same origin or
 * from the person (Sec-Fetch-Site same-origin or none), or when it carries no
 * Sec-Fetch-Site at all: that is not a browser, and holds no one's cookies
 * but its own.
 */
export function checkOrigin(
  request: { method: string; origin?: string; secFetchSite?: string },
  allowed: ReadonlySet<string>,
): OriginVerdict {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return { ok: true };
  if (request.origin !== undefined) {
    const origin = normaliseOrigin(request.origin);
    if (origin !== null && allowed.has(origin)) return { ok: true };
    return { ok: false, reason: `origin ${request.origin} is not allowed` };
  }
  const site = request.secFetchSite?.toLowerCase();
  if (site === undefined || site === 'same-origin' || site === 'none') return { ok: true };
  return { ok: false, reason: `no Origin and Sec-Fetch-Site ${site}` };
}
