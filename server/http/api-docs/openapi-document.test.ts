import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@common/errors/error-codes';
import { listRoutes } from '@server/test-support/list-routes';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { API_OPERATIONS } from './api-operations';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from './openapi-document';

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served at GET /api/docs as OpenAPI 3.1 for this server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'http://localhost:3000' }]);
    expect(document).toEqual(
      JSON.parse(JSON.stringify(buildOpenApiDocument('http://localhost:3000'))),
    );
  });

  it('documents every registered route, and no route that is not registered', () => {
    const registered = listRoutes(t.app).map((route) => {
      const [method = '', path = ''] = route.split(' ');
      return `${method.toLowerCase()} ${openApiPath(path)}`;
    });
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('resolves every $ref to a component schema', () => {
    const refs = [...new Set(refsIn(document))];
    expect(refs).toContain('#/components/schemas/Speech');
    const missing = refs.filter(
      (ref) => !(ref.replace('#/components/schemas/', '') in document.components.schemas),
    );
    expect(missing).toEqual([]);
  });

  it("describes each route's body and answers from the contract's schemas", () => {
    const upload = document.paths['/api/speeches']?.post as {
      requestBody: { content: Record<string, { schema: unknown }> };
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    expect(upload.requestBody.content['multipart/form-data']?.schema).toEqual({
      $ref: '#/components/schemas/UploadForm',
    });
    expect(upload.responses['201']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/SpeechResponse',
    });
    const form = document.components.schemas.UploadForm as { properties: object };
    expect(Object.keys(form.properties)).toEqual([
      'userId',
      'title',
      'duration',
      'prompt',
      'supabaseId',
      'coachingMode',
      'retakeOf',
      'streamId',
      'audio',
    ]);
    // Issue 13: an optional id of the caller's earlier speech.
    expect((form.properties as Record<string, object>).retakeOf).toMatchObject({
      type: 'integer',
    });
    const list = document.paths['/api/speeches/user/{userId}']?.get as {
      parameters: Array<{ name: string; in: string; required: boolean }>;
    };
    expect(list.parameters).toMatchObject([
      { name: 'userId', in: 'path', required: true },
      { name: 'limit', in: 'query', required: false },
    ]);
  });

  it('lists the error codes of each route under their status, with the error body', () => {
    const feedback = document.paths['/api/feedback']?.post as {
      responses: Record<string, { 'x-error-codes': string[]; content: object }>;
    };
    expect(feedback.responses['429']?.['x-error-codes']).toEqual([
      'guest_limit',
      'cooldown',
      'daily_limit',
    ]);
    expect(feedback.responses['422']?.['x-error-codes']).toEqual(['too_short']);
    expect(feedback.responses['429']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/FeedbackErrorBody' } },
    });
    const errorCode = document.components.schemas.ErrorCode as { enum: string[] };
    expect(errorCode.enum).toEqual(ERROR_CODES);
  });

  it('gives every operation a summary and a success answer', () => {
    for (const operation of API_OPERATIONS) {
      expect(operation.summary, operation.path).not.toBe('');
      expect(
        operation.responses.some((response) => response.status < 400),
        operation.path,
      ).toBe(true);
    }
  });
});
