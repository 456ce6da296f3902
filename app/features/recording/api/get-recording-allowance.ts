import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordingAllowance } from '@common/contract/speech';
import { apiRequest } from '@app/lib/api-client';
import { recordingKeys } from './recording-keys';

/** How many more recordings the signed-in user may upload; a guest has a limit (ADR 14). */
export function getRecordingAllowance(): Promise<RecordingAllowance> {
  return apiRequest<RecordingAllowance>('GET', '/api/recording-allowance');
}

export function getRecordingAllowanceQueryOptions(userId: number) {
  return queryOptions({
    queryKey: recordingKeys.allowance(userId),
    queryFn: getRecordingAllowance,
    // An upload elsewhere (another tab) changes it; Home asks again when it comes back into view.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** Only guests have a limit, so only guests ask. */
export function useRecordingAllowance(user: { id: number; isGuest: boolean } | null) {
  return useQuery({
    ...getRecordingAllowanceQueryOptions(user?.id ?? 0),
    enabled: user !== null && user.isGuest,
  });
}
