import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetSpeechResponse, SpeechDto } from '@common/contract/speech';
import { apiRequest } from '@app/lib/api-client';
import { speechKeys } from './speech-keys';

const saveSpeechPath = (speechId: number) => `/api/speeches/${speechId}/save`;

/** POST /api/speeches/{id}/save {saved}: keeps the analysis among the speaker's saved ones. */
export function saveSpeech(speechId: number, saved = true): Promise<{ speech: SpeechDto }> {
  return apiRequest<{ speech: SpeechDto }>('POST', saveSpeechPath(speechId), { saved });
}

export function useSaveSpeech(speechId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean = true) => saveSpeech(speechId, saved),
    onSuccess: ({ speech }) => {
      // The page shows the saved state from the speech it already holds.
      queryClient.setQueryData<GetSpeechResponse>(speechKeys.detail(speechId), (current) =>
        current ? { ...current, speech: { ...current.speech, saved: speech.saved } } : current,
      );
      // Home's and the Progress area's lists show the saved state too.
      void queryClient.invalidateQueries({ queryKey: speechKeys.lists(speech.userId) });
    },
  });
}
