import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReanalyseFillersResponse } from '@common/contract/personal-fillers';
import { apiRequest } from '@app/lib/api-client';
import { speechKeys } from '@app/features/speeches/public';
import { PERSONAL_FILLERS_PATH } from './get-personal-fillers';

/** POST /api/personal-fillers/reanalyse: older speeches counted with the current list. */
export function reanalyseFillers(): Promise<ReanalyseFillersResponse> {
  return apiRequest<ReanalyseFillersResponse>('POST', `${PERSONAL_FILLERS_PATH}/reanalyse`);
}

export function useReanalyseFillers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reanalyseFillers,
    // Every speech's counts may have changed.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: speechKeys.all }),
  });
}
