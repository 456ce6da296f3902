import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { speechKeys, transcriptionKeys } from './speech-keys';

describe('speech query keys', () => {
  it('name the resource, the owner and the arguments as data', () => {
    expect(speechKeys.list(7, { limit: 3 })).toEqual(['speeches', 'user', 7, { limit: 3 }]);
    expect(speechKeys.list(7)).toEqual(['speeches', 'user', 7, { limit: undefined }]);
    expect(speechKeys.detail(42)).toEqual(['speeches', 'detail', 42]);
    expect(transcriptionKeys.status('job-42', 42)).toEqual([
      'transcription',
      'job-42',
      { speechId: 42 },
    ]);
  });

  it("one invalidation of a speaker's lists reaches Home's and Progress's, not another speaker's or a speech", async () => {
    const client = new QueryClient();
    const keys = {
      home: speechKeys.list(7, { limit: 3 }),
      progress: speechKeys.list(7, { limit: 100 }),
      other: speechKeys.list(8, { limit: 3 }),
      detail: speechKeys.detail(7),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, []);
    await client.invalidateQueries({ queryKey: speechKeys.lists(7) });
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.home)).toBe(true);
    expect(invalidated(keys.progress)).toBe(true);
    expect(invalidated(keys.other)).toBe(false);
    expect(invalidated(keys.detail)).toBe(false);
  });
});
