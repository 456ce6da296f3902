import type { PieceResponse } from '@common/contract/speech-stream';
import { streamRequest } from './stream-request';

/** PUT /api/speech-streams/{id}/pieces/{seq}: one piece, answered once it is stored. */
export function putStreamPiece(id: string, seq: number, bytes: Blob): Promise<PieceResponse> {
  return streamRequest<PieceResponse>('PUT', `/api/speech-streams/${id}/pieces/${seq}`, {
    bytes,
  });
}
