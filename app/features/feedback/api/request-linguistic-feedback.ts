import { useMutation } from '@tanstack/react-query';
import type { LinguisticRequest, LinguisticResponse } from '@common/contract/feedback';
import { apiRequest } from '@app/lib/api-client';

export const LINGUISTIC_FEEDBACK_PATH = '/api/linguistic-feedback';

/** POST /api/linguistic-feedback: corrections to the wording of the transcript. */
export function requestLinguisticFeedback(body: LinguisticRequest): Promise<LinguisticResponse> {
  return apiRequest<LinguisticResponse>('POST', LINGUISTIC_FEEDBACK_PATH, body);
}

export function useRequestLinguisticFeedback() {
  return useMutation({ mutationFn: requestLinguisticFeedback });
}
