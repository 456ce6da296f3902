import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument } from '@server/http/api-docs/openapi-document';
import type { Services } from '@server/services';

/** GET /api/docs: the API as an OpenAPI 3.1 document (docs/api.md says how to read it). */
export function registerGetApiDocs(app: FastifyInstance, services: Services): void {
  let document: OpenApiDocument | undefined;
  app.get('/api/docs', async (_request, reply): Promise<OpenApiDocument> => {
    // Built on first request: it costs some milliseconds no one else should pay at start-up.
    document ??= buildOpenApiDocument(services.env.PUBLIC_URL);
    reply.header('cache-control', 'no-cache');
    return document;
  });
}
