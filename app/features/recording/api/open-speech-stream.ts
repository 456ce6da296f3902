import type { StreamResponse } from '@common/contract/speech-stream';
import { streamRequest } from './stream-request';

/** POST /api/speech-streams: the recording starts streaming in the recorder's type. */
export function openSpeechStream(mimeType: string): Promise<StreamResponse> {
  return streamRequest<StreamResponse>('POST', '/api/speech-streams', { json: { mimeType } });
}
