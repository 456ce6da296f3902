import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRANSCRIPT_EDIT } from '@common/constants';
import type { TranscriptionResponse } from '@common/contract/speech';
import { apiRequest } from '@app/lib/api-client';
import { getTranscriptionStatus } from './get-transcription-status';
import { speechKeys } from './speech-keys';

export const updateTranscriptPath = (speechId: number) => `/api/speeches/${speechId}/transcript`;

/** PUT /api/speeches/{id}/transcript {text}: queues the re-alignment of the speaker's words. */
export function updateTranscript(speechId: number, text: string): Promise<TranscriptionResponse> {
  return apiRequest<TranscriptionResponse>('PUT', updateTranscriptPath(speechId), { text });
}

export class TranscriptUpdateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptUpdateError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the transcript, waits for the server to align it to the recording and
 * measure it again (a job: polled every second, two minutes at most), then
 * reloads the speech so the page shows the new metrics.
 */
export async function updateTranscriptAndWait(
  speechId: number,
  text: string,
  { pollMs = TRANSCRIPT_EDIT.pollMs, timeoutMs = TRANSCRIPT_EDIT.timeoutMs } = {},
): Promise<void> {
  const job = await updateTranscript(speechId, text);
  const until = Date.now() + timeoutMs;
  let status = job;
  while (status.status !== 'completed') {
    if (status.status === 'failed') {
      throw new TranscriptUpdateError(
        status.error_details
          ? `The transcript could not be measured: ${status.error_details}`
          : 'The transcript could not be measured. Please try again.',
      );
    }
    if (Date.now() > until) {
      throw new TranscriptUpdateError(
        'Measuring the new transcript is taking too long. Please try again later.',
      );
    }
    await wait(pollMs);
    status = await getTranscriptionStatus(job.id, speechId);
  }
}

export function useUpdateTranscript(speechId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => updateTranscriptAndWait(speechId, text),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: speechKeys.detail(speechId) });
      // Lists show the pace and scores too: every speaker's lists start with speechKeys.all.
      void queryClient.invalidateQueries({ queryKey: [...speechKeys.all, 'user'] });
    },
  });
}
