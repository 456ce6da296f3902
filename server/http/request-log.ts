import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, when its answer has gone: method, URL (credentials
 * redacted by the logger's serializer), status and milliseconds. Fastify's own
 * request logging writes two lines, one on arrival and one on completion;
 * under the polling load of the speech list the pair cost about a tenth of
 * the server's CPU (docs/decisions/0031-api-load-measure.md). Errors keep
 * Fastify's own lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
