import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { errorCodeForStatus, type ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/**
 * An error body: the spec's `{status, message}` and the machine-readable
 * `code`; one without a code of its own gets the general one for its status.
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  code: ErrorCode = errorCodeForStatus(status),
  extra: Record<string, unknown> = {},
): FastifyReply {
  // A route may have set another type (media) before it failed.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ status, message, ...extra, code });
}

/** A schema failure; an e-mail field's format gets a code of its own (spec 8 has its text). */
function zodCode(error: ZodError): ErrorCode {
  const issue = error.issues[0];
  return issue?.code === 'invalid_format' && issue.format === 'email'
    ? 'invalid_email'
    : 'invalid_input';
}

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
      return sendError(reply, error.status, error.message, error.id, error.extra);
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return sendError(reply, 400, `${where}${issue?.message ?? 'Invalid input.'}`, zodCode(error));
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? fastifyClientErrors[fastifyError.code] : undefined;
    if (known) return sendError(reply, known.status, known.message);
    if (fastifyError.validation) {
      return sendError(reply, 400, fastifyError.message, 'invalid_input');
    }
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) {
      return sendError(reply, status, fastifyError.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, GENERIC_500, 'internal');
  });
}
