import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@common/contract/account';
import { apiRequest } from '@app/lib/api-client';
import { authConfigKeys } from './auth-keys';

export const AUTH_CONFIG_PATH = '/api/auth-config';

/** Whether this server has Google sign-in, and its support address. */
export function getAuthConfig(): Promise<AuthConfig> {
  return apiRequest<AuthConfig>('GET', AUTH_CONFIG_PATH);
}

export function getAuthConfigQueryOptions() {
  // Fixed for the server's lifetime.
  return queryOptions({
    queryKey: authConfigKeys.current(),
    queryFn: getAuthConfig,
    staleTime: Infinity,
  });
}

export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
