import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYSIS_PAGE } from '@common/constants';
import type { TranscriptionResponse } from '@common/contract/speech';
import { apiRequest } from '@app/lib/api-client';
import { transcriptionKeys } from './speech-keys';

const getTranscriptionStatusPath = (transcriptionId: string, speechId: number) =>
  `/api/transcription/${encodeURIComponent(transcriptionId)}?speechId=${speechId}`;

export function getTranscriptionStatus(
  transcriptionId: string,
  speechId: number,
): Promise<TranscriptionResponse> {
  return apiRequest<TranscriptionResponse>(
    'GET',
    getTranscriptionStatusPath(transcriptionId, speechId),
  );
}

const isFinished = (status: TranscriptionResponse['status'] | undefined) =>
  status === 'completed' || status === 'failed';

/** Polled every 5 s while the analysis page waits (spec 4), until completed or failed. */
export function getTranscriptionStatusQueryOptions(transcriptionId: string, speechId: number) {
  return queryOptions({
    queryKey: transcriptionKeys.status(transcriptionId, speechId),
    queryFn: () => getTranscriptionStatus(transcriptionId, speechId),
    refetchInterval: (query) =>
      isFinished(query.state.data?.status) || query.state.status === 'error'
        ? false
        : ANALYSIS_PAGE.transcriptionPollMs,
    // Polling must see the server's answer each time, not the cache.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useTranscriptionStatus(
  transcriptionId: string | null,
  speechId: number,
  enabled: boolean,
) {
  return useQuery({
    ...getTranscriptionStatusQueryOptions(transcriptionId ?? '', speechId),
    enabled: enabled && transcriptionId !== null,
  });
}
