import type { QueryFunction } from '@tanstack/react-query';
import { REQUESTS } from '@common/constants';
import { errorCodeOf, type ErrorCode } from '@common/errors/error-codes';
import { getGuestId, getStoredUser } from './storage';

/** A non-OK answer. The message is `${status}: ${bodyText || statusText}` (spec 8). */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  readonly body: unknown;
  /**
   * The body's machine-readable code: what callers branch on. Undefined from
   * a server that sends none (the spec's): callers fall back on status and message.
   */
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = errorCodeOf(body);
  }
}

/**
 * Whether a request failed with one of `codes`. A server that sends no codes
 * (the spec's) is judged by `fallback`: the status or words spec 8 gives.
 */
export function isApiFailure(
  error: unknown,
  codes: ErrorCode | readonly ErrorCode[],
  fallback: (error: ApiError) => boolean,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === undefined) return fallback(error);
  return typeof codes === 'string' ? error.code === codes : codes.includes(error.code);
}

export type On401 = 'throw' | 'returnNull';

export interface RequestOptions {
  on401?: On401;
  /**
   * false: a 429 is thrown at once. For calls whose 429s are answers the screen
   * shows (the feedback cooldown and daily limit), not congestion to wait out.
   */
  retryRateLimit?: boolean;
}

const QUERY_KEY_ERROR = 'Query key must be an array with at least one string element';
/**
 * Retry-After longer than this is not waited for: a request the UI is waiting on
 * should fail visibly rather than hang for a minute.
 */
const MAX_RATE_LIMIT_WAIT_MS = 10_000;

/**
 * Identity headers (spec 7). The server derives identity from the session cookie
 * and answers 403 when these name someone else (DESIGN 2); they are kept so that
 * a client written against the spec still works.
 */
export function getIdentityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const user = getStoredUser();
  if (!user) return headers;
  headers['X-User-Id'] = String(user.id);
  if (user.supabaseId) headers['X-Supabase-Id'] = user.supabaseId;
  const guestId = user.isGuest ? (user.guestId ?? getGuestId()) : null;
  if (guestId) headers['X-Guest-Id'] = guestId;
  return headers;
}

/** A path with refresh=true or a timestamp parameter is never shared with another request. */
export function isUncacheablePath(path: string): boolean {
  const queryStart = path.indexOf('?');
  if (queryStart === -1) return false;
  const params = new URLSearchParams(path.slice(queryStart + 1));
  return params.get('refresh') === 'true' || params.has('timestamp');
}

/** A retry appends retry={attempt} and timestamp to the path (spec 7). */
export function withRetryParams(path: string, attempt: number, now = Date.now()): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}retry=${attempt}&timestamp=${now}`;
}

/** 100 ms x 2^attempt, capped at 3000 ms (spec 9). */
export function getBackoffMs(attempt: number): number {
  return Math.min(REQUESTS.backoffBaseMs * 2 ** attempt, REQUESTS.backoffCapMs);
}

/** Retry-After seconds when present, otherwise 1 s x (attempt + 1) (spec 8). */
export function getRateLimitWaitMs(retryAfter: string | null, attempt: number): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  }
  return 1000 * (attempt + 1);
}

/**
 * Deviation from spec 8 (which retries every 429): a body with `isRateLimit: true`
 * is a hard limit (the guest recording limit, the prompt refresh limit) that no
 * retry can lift, so it is thrown at once.
 */
export function isHardRateLimit(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { isRateLimit?: unknown }).isRateLimit === true
  );
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's `message` when the body has one, else the error's own message. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (typeof body === 'object' && body !== null) {
      const message = (body as { message?: unknown }).message;
      if (typeof message === 'string' && message !== '') return message;
    }
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function send(
  method: string,
  path: string,
  body: unknown,
  on401: On401,
  retryRateLimit = true,
): Promise<unknown> {
  let lastError: unknown = new Error('Request failed');
  for (let attempt = 0; attempt <= REQUESTS.maxRetries; attempt += 1) {
    const url = attempt === 0 ? path : withRetryParams(path, attempt);
    const headers: Record<string, string> = { Accept: 'application/json', ...getIdentityHeaders() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: 'include',
        cache: 'no-store',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      // Network failure: back off and retry; after the last attempt, throw it.
      lastError = error;
      if (attempt < REQUESTS.maxRetries) await sleep(getBackoffMs(attempt));
      continue;
    }

    if (response.status === 429) {
      const text = await response.text();
      const parsed = parseBody(text);
      const error = new ApiError(429, `429: ${text || response.statusText}`, parsed);
      if (!retryRateLimit || isHardRateLimit(parsed) || attempt >= REQUESTS.maxRetries) throw error;
      const waitMs = getRateLimitWaitMs(response.headers.get('Retry-After'), attempt);
      if (waitMs > MAX_RATE_LIMIT_WAIT_MS) throw error;
      lastError = error;
      await sleep(waitMs);
      continue;
    }

    if (response.status === 401 && on401 === 'returnNull') return null;

    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(
        response.status,
        `${response.status}: ${text || response.statusText}`,
        parseBody(text),
      );
    }
    return parseBody(text);
  }
  throw lastError;
}

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Forgets the requests under way: the client tests share one module graph, and a request a test
 * left unanswered would otherwise be shared with the next test that makes it.
 */
export function forgetInFlightRequests(): void {
  inFlight.clear();
}

/**
 * The request layer of spec 7 and 8: credentials included, identity headers,
 * a JSON body when there is a payload, identical in-flight requests shared,
 * network failures and soft 429s retried.
 */
export function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: { on401?: 'throw'; retryRateLimit?: boolean },
): Promise<T>;
export function apiRequest<T>(
  method: string,
  path: string,
  body: unknown,
  options: { on401: 'returnNull'; retryRateLimit?: boolean },
): Promise<T | null>;
export function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  const upperMethod = method.toUpperCase();
  const on401 = options.on401 ?? 'throw';
  const retryRateLimit = options.retryRateLimit ?? true;
  if (isUncacheablePath(path)) {
    return send(upperMethod, path, body, on401, retryRateLimit) as Promise<T | null>;
  }

  const key = `${upperMethod} ${path} ${body === undefined ? '' : JSON.stringify(body)} ${on401}`;
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<T | null>;
  const request = send(upperMethod, path, body, on401, retryRateLimit).finally(() =>
    inFlight.delete(key),
  );
  inFlight.set(key, request);
  return request as Promise<T | null>;
}

/**
 * The default query: a GET on the first element of the query key (spec 7).
 * Podium's own queries name their resource in the key (`['speeches', 'user',
 * 7, {limit}]`, see each feature's *-keys.ts) and bring their own queryFn; such
 * a key reaching this function has lost its queryFn, and fetching "speeches"
 * would be a silent mistake.
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const [path] = queryKey;
    if (typeof path !== 'string' || path === '') throw new Error(QUERY_KEY_ERROR);
    if (!path.startsWith('/')) {
      throw new Error(`The query ${JSON.stringify(queryKey)} has no queryFn and names no path.`);
    }
    if (on401 === 'returnNull') {
      return (await apiRequest<T>('GET', path, undefined, { on401: 'returnNull' })) as T;
    }
    return apiRequest<T>('GET', path);
  };
}
