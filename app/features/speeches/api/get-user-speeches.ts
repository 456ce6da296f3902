import { queryOptions, useQuery } from '@tanstack/react-query';
import { LISTS } from '@common/constants';
import type { SpeechDto } from '@common/contract/speech';
import { apiRequest } from '@app/lib/api-client';
import { speechKeys } from './speech-keys';

/** Polling and freshness (spec 7): Home polls every 10 s; the Progress area also refetches on focus. */
export const SPEECH_LIST_REFRESH_MS = 10_000;

export const getUserSpeechesPath = (userId: number, limit?: number) =>
  `/api/speeches/user/${userId}${limit === undefined ? '' : `?limit=${limit}`}`;

/** The speaker's speeches, newest first by recordedAt. A failure reads 'Failed to fetch speeches' (spec 8). */
export async function getUserSpeeches(userId: number, limit?: number): Promise<SpeechDto[]> {
  try {
    return await apiRequest<SpeechDto[]>('GET', getUserSpeechesPath(userId, limit));
  } catch (error) {
    throw new Error('Failed to fetch speeches', { cause: error });
  }
}

interface Options {
  limit?: number;
  /** The Progress area: refetch on window focus and treat data as fresh for 10 s. */
  refetchOnFocus?: boolean;
}

/** Home's request: the recent recordings and the last one. */
export const RECENT_SPEECHES: Options = { limit: LISTS.recentRecordings };

export function getUserSpeechesQueryOptions(
  userId: number,
  { limit, refetchOnFocus }: Options = {},
) {
  return queryOptions({
    queryKey: speechKeys.list(userId, { limit }),
    queryFn: () => getUserSpeeches(userId, limit),
    refetchInterval: SPEECH_LIST_REFRESH_MS,
    ...(refetchOnFocus ? { refetchOnWindowFocus: true, staleTime: SPEECH_LIST_REFRESH_MS } : {}),
  });
}

export function useUserSpeeches(userId: number | null | undefined, options: Options = {}) {
  return useQuery({
    ...getUserSpeechesQueryOptions(userId ?? 0, options),
    enabled: typeof userId === 'number' && userId > 0,
  });
}
