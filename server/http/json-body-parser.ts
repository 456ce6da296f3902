import type { FastifyInstance } from 'fastify';
import { badRequest } from '@server/errors';
import { jsonNestsDeeperThan } from './json-depth';

/** Far deeper than any body of the contract; a body past it only costs stack (issue 9). */
export const MAX_JSON_DEPTH = 32;
/** Room for the contract's longest field, a 200,000-character transcript, in UTF-8. */
export const MAX_JSON_BYTES = 1024 * 1024;
export const JSON_TOO_DEEP = 'The request body is nested too deeply.';

/**
 * Every JSON body, on every route: at most MAX_JSON_BYTES and MAX_JSON_DEPTH,
 * checked before anything recurses into it (JSON.stringify in the auth bridge
 * overflowed the stack on an array 20,000 deep).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's own parser keeps its refusal of __proto__ and constructor keys.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BYTES },
    (request, body, done) => {
      const text = body as string;
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
        request.log.warn({ bytes: text.length }, 'JSON body refused: nested too deeply');
        done(badRequest(JSON_TOO_DEEP), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}
