import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { UserDto } from '@common/contract/user';
import {
  ApiError,
  apiRequest,
  getBackoffMs,
  getErrorMessage,
  getQueryFn,
  getRateLimitWaitMs,
  isApiFailure,
  isUncacheablePath,
  withRetryParams,
} from './api-client';
import { setStoredUser } from './storage';

const guest: UserDto = {
  id: 7,
  username: 'guest_7',
  email: null,
  supabaseId: null,
  guestId: 'guest-abcdef12',
  isGuest: true,
  isPro: false,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

function headersOf(call: number): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('every request', () => {
  it('includes credentials and returns the JSON body', async () => {
    fetchMock.mockResolvedValueOnce(json({ text: 'Hello' }));
    await expect(apiRequest('GET', '/api/prompts/daily')).resolves.toEqual({ text: 'Hello' });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends X-User-Id and X-Guest-Id for a stored guest', async () => {
    setStoredUser(guest);
    fetchMock.mockResolvedValueOnce(json({}));
    await apiRequest('GET', '/api/session');
    expect(headersOf(0)).toMatchObject({ 'X-User-Id': '7', 'X-Guest-Id': 'guest-abcdef12' });
    expect(headersOf(0)).not.toHaveProperty('X-Supabase-Id');
  });

  it('sends X-User-Id and X-Supabase-Id for a stored account, and no guest id', async () => {
    localStorage.setItem('podium-guest-id', 'old-guest-id-1');
    setStoredUser({ ...guest, isGuest: false, guestId: null, supabaseId: 'auth-42' });
    fetchMock.mockResolvedValueOnce(json({}));
    await apiRequest('GET', '/api/session');
    expect(headersOf(0)).toMatchObject({ 'X-User-Id': '7', 'X-Supabase-Id': 'auth-42' });
    expect(headersOf(0)).not.toHaveProperty('X-Guest-Id');
  });

  it('sends no identity headers without a stored user', async () => {
    fetchMock.mockResolvedValueOnce(json({}));
    await apiRequest('GET', '/api/session');
    expect(Object.keys(headersOf(0))).toEqual(['Accept']);
  });
});

describe('mutations', () => {
  it('send a JSON body with a JSON content type when a payload exists', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1 }));
    await apiRequest('POST', '/api/guest-login', { guestId: 'abc-12345' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"guestId":"abc-12345"}');
    expect(headersOf(0)['Content-Type']).toBe('application/json');
  });

  it('send no content type without a payload', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/things/1')).resolves.toBeNull();
    expect(headersOf(0)).not.toHaveProperty('Content-Type');
  });
});

describe('identical requests in flight', () => {
  it('are reused rather than re-sent', async () => {
    fetchMock.mockImplementation(async () => json({ text: 'Shared' }));
    const [a, b] = await Promise.all([
      apiRequest('GET', '/api/prompts/daily'),
      apiRequest('GET', '/api/prompts/daily'),
    ]);
    expect(a).toEqual(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are sent again once the first has settled', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await apiRequest('GET', '/api/prompts/daily');
    await apiRequest('GET', '/api/prompts/daily');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not shared when the body differs', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await Promise.all([
      apiRequest('POST', '/api/x', { a: 1 }),
      apiRequest('POST', '/api/x', { a: 2 }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are never shared when the path has refresh=true or a timestamp', async () => {
    fetchMock.mockImplementation(async () => json({}));
    const path = '/api/prompts/daily?userId=1&refresh=true&timestamp=5';
    await Promise.all([apiRequest('GET', path), apiRequest('GET', path)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('detects uncacheable paths', () => {
    expect(isUncacheablePath('/api/prompts/daily')).toBe(false);
    expect(isUncacheablePath('/api/prompts/daily?refresh=true')).toBe(true);
    expect(isUncacheablePath('/api/prompts/daily?refresh=false')).toBe(false);
    expect(isUncacheablePath('/api/x?timestamp=123')).toBe(true);
  });
});

describe('retries', () => {
  it('back off 100 ms x 2^attempt capped at 3000 ms', () => {
    expect([0, 1, 2, 5].map(getBackoffMs)).toEqual([100, 200, 400, 3000]);
  });

  it('append retry and timestamp to the path', () => {
    expect(withRetryParams('/api/speeches/1', 1, 99)).toBe('/api/speeches/1?retry=1&timestamp=99');
    expect(withRetryParams('/api/t/1?speechId=2', 2, 99)).toBe(
      '/api/t/1?speechId=2&retry=2&timestamp=99',
    );
  });

  it('retry network failures up to 2 times, then throw the last error', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const request = apiRequest('GET', '/api/speeches/1');
    const assertion = expect(request).rejects.toThrow('Failed to fetch');
    await vi.runAllTimersAsync();
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[1]?.[0]).toMatch(/^\/api\/speeches\/1\?retry=1&timestamp=\d+$/);
  });

  it('succeed when a later attempt gets through', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ ok: true }));
    const request = apiRequest('GET', '/api/speeches/1');
    await vi.runAllTimersAsync();
    await expect(request).resolves.toEqual({ ok: true });
  });

  it('wait Retry-After seconds, else 1 s x (attempt + 1), on 429', () => {
    expect(getRateLimitWaitMs('2', 0)).toBe(2000);
    expect(getRateLimitWaitMs(null, 0)).toBe(1000);
    expect(getRateLimitWaitMs(null, 1)).toBe(2000);
    expect(getRateLimitWaitMs('soon', 2)).toBe(3000);
  });

  it('retry a 429 after the wait', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json({ message: 'slow down' }, { status: 429 }))
      .mockResolvedValueOnce(json({ ok: true }));
    const request = apiRequest('GET', '/api/speeches/1');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(request).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('do not retry a 429 whose body says isRateLimit (a hard limit)', async () => {
    const body = { status: 429, isRateLimit: true, message: 'Limit reached' };
    fetchMock.mockResolvedValueOnce(json(body, { status: 429 }));
    const error = await apiRequest('GET', '/api/prompts/daily').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).body).toEqual(body);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('do not retry a 429 the screen shows as an answer (retryRateLimit: false)', async () => {
    const body = { status: 429, message: "You've reached your daily limit of 10 feedbacks." };
    fetchMock.mockResolvedValueOnce(json(body, { status: 429 }));
    const error = await apiRequest(
      'POST',
      '/api/feedback',
      { speechId: 1 },
      {
        retryRateLimit: false,
      },
    ).catch((e: unknown) => e);
    expect((error as ApiError).body).toEqual(body);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it('carry `${status}: ${body}` as message, the status and the parsed body', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 404, message: 'Not found.' }, { status: 404 }));
    const error = (await apiRequest('GET', '/api/speeches/9').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('404: {"status":404,"message":"Not found."}');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ status: 404, message: 'Not found.' });
    expect(getErrorMessage(error)).toBe('Not found.');
  });

  it("carry the body's code when it is one the client knows", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ status: 409, message: 'Taken.', code: 'username_taken' }, { status: 409 }),
    );
    const error = (await apiRequest('PATCH', '/api/users/7', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('username_taken');
    expect(new ApiError(409, '409: x', { code: 'made_up' }).code).toBeUndefined();
    expect(new ApiError(500, '500: boom', 'boom').code).toBeUndefined();
  });

  it('are classified by code, and by the fallback only from a server without codes', () => {
    const taken = (status: number) => status === 409;
    const withCode = new ApiError(409, '409: x', { code: 'conflict' });
    expect(isApiFailure(withCode, 'username_taken', (e) => taken(e.status))).toBe(false);
    expect(isApiFailure(withCode, ['email_taken', 'conflict'], (e) => taken(e.status))).toBe(true);
    const withoutCode = new ApiError(409, '409: x', { message: 'x' });
    expect(isApiFailure(withoutCode, 'username_taken', (e) => taken(e.status))).toBe(true);
    expect(isApiFailure(new Error('offline'), 'username_taken', () => true)).toBe(false);
  });

  it('use the status text when the body is empty', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Server Error' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Server Error');
  });

  it('throw on 401 by default', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Please sign in' }, { status: 401 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^401: /);
  });

  it('return null on 401 when asked to', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Please sign in' }, { status: 401 }));
    await expect(apiRequest('GET', '/api/x', undefined, { on401: 'returnNull' })).resolves.toBe(
      null,
    );
  });
});

describe('the default query function', () => {
  const context = (queryKey: unknown[]) =>
    ({
      queryKey,
      signal: new AbortController().signal,
      meta: undefined,
    }) as unknown as QueryFunctionContext;

  it('does a GET on the first element of the query key', async () => {
    fetchMock.mockResolvedValueOnce(json({ text: 'Prompt' }));
    const queryFn = getQueryFn({ on401: 'throw' });
    await expect(queryFn(context(['/api/prompts/daily']))).resolves.toEqual({ text: 'Prompt' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prompts/daily');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('rejects a key without a string first element', async () => {
    const queryFn = getQueryFn({ on401: 'throw' });
    await expect(queryFn(context([42]))).rejects.toThrow(
      'Query key must be an array with at least one string element',
    );
  });

  it('refuses a resource key that lost its queryFn instead of fetching a relative path', async () => {
    const queryFn = getQueryFn({ on401: 'throw' });
    await expect(queryFn(context(['speeches', 'user', 7]))).rejects.toThrow(
      'The query ["speeches","user",7] has no queryFn and names no path.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('can return null on 401', async () => {
    fetchMock.mockResolvedValueOnce(json({}, { status: 401 }));
    const queryFn = getQueryFn({ on401: 'returnNull' });
    await expect(queryFn(context(['/api/session']))).resolves.toBeNull();
  });
});
