import type { PieceResponse } from '@common/contract/speech-stream';
import { streamRequest } from './stream-request';

/**
 * PUT /api/speech-streams/{id}/pieces/{seq}: one piece, answered once it is stored; the last
 * one is marked, so the server recognizes the rest while the speaker names the recording.
 */
export function putStreamPiece(
  id: string,
  seq: number,
  bytes: Blob,
  last = false,
): Promise<PieceResponse> {
  const path = `/api/speech-streams/${id}/pieces/${seq}${last ? '?last=1' : ''}`;
  return streamRequest<PieceResponse>('PUT', path, { bytes });
}
