import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSpeechResponse } from '@common/contract/speech';
import { apiRequest } from '@app/lib/api-client';

export const getSpeechPath = (speechId: number | string) => `/api/speeches/${speechId}`;

export function getSpeech(speechId: number | string): Promise<GetSpeechResponse> {
  return apiRequest<GetSpeechResponse>('GET', getSpeechPath(speechId));
}

export function getSpeechQueryOptions(speechId: number | string) {
  return queryOptions({
    queryKey: [getSpeechPath(speechId)],
    queryFn: () => getSpeech(speechId),
  });
}

export function useSpeech(speechId: number | string) {
  return useQuery(getSpeechQueryOptions(speechId));
}
