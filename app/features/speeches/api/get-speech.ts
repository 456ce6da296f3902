import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSpeechResponse } from '@common/contract/speech';
import { apiRequest } from '@app/lib/api-client';
import { speechKeys } from './speech-keys';

const getSpeechPath = (speechId: number) => `/api/speeches/${speechId}`;

export function getSpeech(speechId: number): Promise<GetSpeechResponse> {
  return apiRequest<GetSpeechResponse>('GET', getSpeechPath(speechId));
}

export function getSpeechQueryOptions(speechId: number) {
  return queryOptions({
    queryKey: speechKeys.detail(speechId),
    queryFn: () => getSpeech(speechId),
  });
}

/** `enabled: false` waits (a page that may have no speech id, such as Home without a retake). */
export function useSpeech(speechId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSpeechQueryOptions(speechId), enabled: options.enabled ?? true });
}
