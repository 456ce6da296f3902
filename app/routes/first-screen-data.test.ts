import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getDailyPromptQueryOptions } from '../features/prompts/api/get-daily-prompt';
import { getUserSpeechesQueryOptions } from '../features/speeches/api/get-user-speeches';
import { setStoredUser } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { guestUser } from '../test/fixtures';
import { prefetchFirstScreenData } from './first-screen-data';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchFirstScreenData', () => {
  it("asks for Home's prompt and recent speeches under the keys Home reads", async () => {
    setStoredUser(guestUser);
    const fetch = mockFetch();
    fetch.on('GET /api/prompts/daily', { body: { text: 'Why trees matter' } });
    fetch.on(`GET /api/speeches/user/${guestUser.id}`, { body: [] });
    const queries = client();

    prefetchFirstScreenData(queries, '/');

    await expect
      .poll(() => queries.getQueryData(getDailyPromptQueryOptions().queryKey))
      .toEqual({ text: 'Why trees matter' });
    await expect
      .poll(() =>
        queries.getQueryData(getUserSpeechesQueryOptions(guestUser.id, { limit: 3 }).queryKey),
      )
      .toEqual([]);
    expect(fetch.calls.map((call) => call.url).sort()).toEqual([
      '/api/prompts/daily',
      `/api/speeches/user/${guestUser.id}?limit=3`,
    ]);
  });

  it('asks for the Progress lists on /history, and nothing without a stored user', async () => {
    setStoredUser(guestUser);
    const fetch = mockFetch();
    prefetchFirstScreenData(client(), '/history');
    await expect.poll(() => fetch.calls.length).toBeGreaterThanOrEqual(3);
    expect(fetch.calls.map((call) => call.url)).toEqual(
      expect.arrayContaining([
        `/api/speeches/user/${guestUser.id}?limit=100`,
        `/api/feedback/user/${guestUser.id}?limit=2`,
        `/api/feedback/user/${guestUser.id}?limit=100`,
      ]),
    );

    localStorage.clear();
    const none = mockFetch();
    prefetchFirstScreenData(client(), '/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(none.calls).toEqual([]);
  });
});
