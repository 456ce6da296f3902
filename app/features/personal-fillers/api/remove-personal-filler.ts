import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/lib/api-client';
import { PERSONAL_FILLERS_PATH } from './get-personal-fillers';
import { personalFillerKeys } from './personal-filler-keys';

/** DELETE /api/personal-fillers/{id}. */
export function removePersonalFiller(id: number): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `${PERSONAL_FILLERS_PATH}/${id}`);
}

export function useRemovePersonalFiller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePersonalFiller,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: personalFillerKeys.all }),
  });
}
