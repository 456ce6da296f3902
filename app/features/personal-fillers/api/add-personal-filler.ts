import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalFiller } from '@common/contract/personal-fillers';
import { apiRequest } from '@app/lib/api-client';
import { PERSONAL_FILLERS_PATH } from './get-personal-fillers';
import { personalFillerKeys } from './personal-filler-keys';

/** POST /api/personal-fillers {phrase}: 400 with the reason, 409 when already listed. */
export function addPersonalFiller(phrase: string): Promise<PersonalFiller> {
  return apiRequest<PersonalFiller>('POST', PERSONAL_FILLERS_PATH, { phrase });
}

export function useAddPersonalFiller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPersonalFiller,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: personalFillerKeys.all }),
  });
}
