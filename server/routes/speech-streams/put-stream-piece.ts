import type { FastifyInstance } from 'fastify';
import {
  pieceParamsSchema,
  pieceQuerySchema,
  type PieceResponse,
} from '@common/contract/speech-stream';
import { badRequest } from '@server/errors';
import type { Services } from '@server/services';

export const PIECE_BODY =
  'Send the piece as the request body with content-type application/octet-stream.';

/**
 * PUT /api/speech-streams/{id}/pieces/{seq} (raw bytes): stores piece `seq` of the recording
 * before answering; sending it again is answered the same (issue 12, ADR 26).
 */
export function registerPutStreamPiece(app: FastifyInstance, services: Services): void {
  // Its own scope: only this route reads raw bytes, at most an upload's size.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: services.env.MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.put(
      '/api/speech-streams/:id/pieces/:seq',
      { bodyLimit: services.env.MAX_UPLOAD_BYTES },
      async (request, reply): Promise<PieceResponse> => {
        const user = await services.identity.requireUser(request, reply);
        const { id, seq } = pieceParamsSchema.parse(request.params);
        const { last } = pieceQuerySchema.parse(request.query ?? {});
        if (!Buffer.isBuffer(request.body)) throw badRequest(PIECE_BODY);
        const ack = await services.speechStreams.putPiece(
          user,
          id,
          seq,
          request.body,
          last === '1',
        );
        reply.header('cache-control', 'no-store');
        return ack;
      },
    );
  });
}
