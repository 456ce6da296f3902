import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPendingRecordingStore, type PendingRecording } from '../lib/pending-recordings';
import { recordingKeys } from './recording-keys';

/** The user's recordings kept on this device and not yet stored by the server, oldest first. */
export async function getPendingRecordings(userId: number | null): Promise<PendingRecording[]> {
  return (await getPendingRecordingStore()).list(userId);
}

export function getPendingRecordingsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: recordingKeys.pending(userId),
    queryFn: () => getPendingRecordings(userId),
    // Another tab may keep or upload one: read again when the page comes back into view.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function usePendingRecordings(userId: number | null | undefined) {
  return useQuery({
    ...getPendingRecordingsQueryOptions(userId ?? null),
    enabled: userId !== undefined,
  });
}
