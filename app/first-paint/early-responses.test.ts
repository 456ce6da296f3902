import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { preferEarly, startEarlyRequest, takeEarlyJson } from './early-responses';

describe('early responses', () => {
  it('hands an early answer to the app once, then lets the app ask itself', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/prompts/daily', { body: { text: 'Trees' } });
    startEarlyRequest('/api/prompts/daily', { 'X-User-Id': '7' });
    expect(fetch.calls[0]?.init).toMatchObject({
      credentials: 'include',
      headers: { 'X-User-Id': '7' },
    });

    const ask = vi.fn(async () => ({ text: 'asked again' }));
    const queryFn = preferEarly('/api/prompts/daily', ask);
    await expect(queryFn(undefined)).resolves.toEqual({ text: 'Trees' });
    await expect(queryFn(undefined)).resolves.toEqual({ text: 'asked again' });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('ignores a refused or failed early answer', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/session', { status: 500, body: { message: 'down' } });
    startEarlyRequest('/api/session', {});
    await expect(takeEarlyJson('/api/session')).resolves.toBeUndefined();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    startEarlyRequest('/api/session', {});
    await expect(takeEarlyJson('/api/session')).resolves.toBeUndefined();
    await expect(takeEarlyJson('/api/nothing-started')).resolves.toBeUndefined();
  });
});
