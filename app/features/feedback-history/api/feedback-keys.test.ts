import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { feedbackKeys } from './feedback-keys';

describe('feedback query keys', () => {
  it('name the list, the owner and the limit as data', () => {
    expect(feedbackKeys.userList(7, { limit: 2 })).toEqual(['feedback', 'user', 7, { limit: 2 }]);
    expect(feedbackKeys.cloudList('auth-1', { limit: 10 })).toEqual([
      'feedback',
      'cloud',
      'auth-1',
      { limit: 10 },
    ]);
  });

  it('new feedback invalidates the records and the cloud list, whatever their limits', async () => {
    const client = new QueryClient();
    const keys = [
      feedbackKeys.userList(7, { limit: 2 }),
      feedbackKeys.userList(7, { limit: 100 }),
      feedbackKeys.cloudList('auth-1', { limit: 10 }),
    ];
    for (const key of keys) client.setQueryData(key, []);
    client.setQueryData(['speeches', 'user', 7, { limit: 3 }], []);
    await client.invalidateQueries({ queryKey: feedbackKeys.all });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['speeches', 'user', 7, { limit: 3 }])?.isInvalidated).toBe(false);
  });
});
