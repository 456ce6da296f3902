import type { StreamResponse } from '@common/contract/speech-stream';
import { streamRequest } from './stream-request';

/** GET /api/speech-streams/{id}: the pieces stored, to resend the ones that are not. */
export function getSpeechStream(id: string): Promise<StreamResponse> {
  return streamRequest<StreamResponse>('GET', `/api/speech-streams/${id}`);
}
