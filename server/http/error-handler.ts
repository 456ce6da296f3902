import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Fastify's own client-error codes, with the message a user should read. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    message: 'Recording is too large. Try keeping your speech under 10 minutes.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_FILES_LIMIT: { status: 400, message: 'Send one audio file per recording.' },
  FST_PARTS_LIMIT: { status: 400, message: 'The upload form has too many fields.' },
  FST_FIELDS_LIMIT: { status: 400, message: 'The upload form has too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 400,
    message: 'The upload must be sent as multipart/form-data.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.status === 429 && typeof error.extra.retryAfter === 'number') {
        reply.header('retry-after', String(error.extra.retryAfter));
      }
      return reply
        .status(error.status)
        .send({ status: error.status, message: error.message, ...error.extra });
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return reply
        .status(400)
        .send({ status: 400, message: `${where}${issue?.message ?? 'Invalid input.'}` });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? fastifyClientErrors[fastifyError.code] : undefined;
    if (known)
      return reply.status(known.status).send({ status: known.status, message: known.message });
    if (fastifyError.validation) {
      return reply.status(400).send({ status: 400, message: fastifyError.message });
    }
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ status, message: fastifyError.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, message: GENERIC_500 });
  });
}
