import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalFillersResponse } from '@common/contract/personal-fillers';
import { apiRequest } from '@app/lib/api-client';
import { personalFillerKeys } from './personal-filler-keys';

export const PERSONAL_FILLERS_PATH = '/api/personal-fillers';

export function getPersonalFillers(): Promise<PersonalFillersResponse> {
  return apiRequest<PersonalFillersResponse>('GET', PERSONAL_FILLERS_PATH);
}

export function getPersonalFillersQueryOptions() {
  return queryOptions({ queryKey: personalFillerKeys.all, queryFn: getPersonalFillers });
}

export function usePersonalFillers(enabled = true) {
  return useQuery({ ...getPersonalFillersQueryOptions(), enabled });
}
