import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * Spec 9 defaults: cached data never goes stale, no refetch on window focus, no
 * polling, no retry (the request layer already retries network failures).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
