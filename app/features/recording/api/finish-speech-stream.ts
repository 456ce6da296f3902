import type { CreateSpeechResponse } from '@common/contract/speech';
import { streamRequest } from './stream-request';

export interface FinishStreamFields {
  userId?: number;
  title: string;
  duration: number;
  prompt?: string;
  coachingMode?: string;
  supabaseId?: string;
  retakeOf?: number;
  pieces: number;
}

/** POST /api/speech-streams/{id}/finish: the streamed recording becomes a speech. */
export function finishSpeechStream(
  id: string,
  fields: FinishStreamFields,
): Promise<CreateSpeechResponse> {
  return streamRequest<CreateSpeechResponse>('POST', `/api/speech-streams/${id}/finish`, {
    json: fields,
  });
}
