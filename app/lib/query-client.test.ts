import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client defaults', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
    expect(typeof queries?.queryFn).toBe('function');
  });
});
