import * as z from 'zod';
import { errorBodySchema } from '@common/contract/error';
import { ERROR_CODE_DESCRIPTIONS } from '@common/errors/error-code-descriptions';
import { ERROR_STATUS, type ErrorCode } from '@common/errors/error-codes';
import type { Access, ApiOperation } from './api-operation';
import { API_OPERATIONS } from './api-operations';
import { operationErrors } from './operation-errors';
import { REQUEST_SCHEMA_NAMES, RESPONSE_SCHEMA_NAMES } from './schema-names';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `/api/speeches/:id` as OpenAPI writes it: `/api/speeches/{id}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The ±2^53 bounds zod gives every integer say nothing a reader needs. */
function tidy(ctx: { jsonSchema: JsonSchema }): void {
  const schema = ctx.jsonSchema;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

function componentSchemas(
  names: Map<z.ZodType, string>,
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    uri: (id) => `#/components/schemas/${id}`,
    override: tidy,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...rest }]) => [id, rest]),
  );
}

function schemaFor(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const name = (io === 'input' ? REQUEST_SCHEMA_NAMES : RESPONSE_SCHEMA_NAMES).get(schema);
  if (name) return ref(name);
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { io, override: tidy });
  return rest;
}

function parameters(operation: ApiOperation): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', operation.params],
    ['query', operation.query],
  ] as const) {
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: 'input', override: tidy }) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

const accessNotes: Record<Access, string> = {
  public: 'Open to anyone.',
  'optional-session': 'Open to anyone; a session, when sent, must match the ids in the request.',
  session: 'Needs a session (a guest or an account, verified or not).',
  verified: 'Needs a session: a guest, or an account that has verified its e-mail address.',
};

function errorResponses(operation: ApiOperation): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of operationErrors(operation)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const body = schemaFor(operation.errorSchema ?? errorBodySchema, 'output');
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: `\`code\`: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
        content: { 'application/json': { schema: body } },
        'x-error-codes': codes,
      },
    ]),
  );
}

function operationObject(operation: ApiOperation): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const response of operation.responses) {
    const content = response.schema
      ? { 'application/json': { schema: schemaFor(response.schema, 'output') } }
      : response.mediaType
        ? {
            [response.mediaType]: {
              schema: { type: 'string', contentMediaType: response.mediaType },
            },
          }
        : undefined;
    responses[String(response.status)] = {
      description: response.description,
      ...(content ? { content } : {}),
    };
  }
  Object.assign(responses, errorResponses(operation));
  const params = parameters(operation);
  return {
    operationId: `${operation.method.toLowerCase()} ${operation.path}`,
    summary: operation.summary,
    description: [operation.description, accessNotes[operation.access]]
      .filter(Boolean)
      .join('\n\n'),
    tags: [operation.tag],
    ...(operation.access === 'session' || operation.access === 'verified'
      ? { security: [{ session: [] }] }
      : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [operation.body.mediaType ?? 'application/json']: {
                schema: schemaFor(operation.body.schema, 'input'),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** What the ErrorCode schema adds to its enum: each code's status and meaning. */
const errorCodeNotes = {
  description: 'The machine-readable `code` of every error body (docs/api.md lists them).',
  'x-statuses': ERROR_STATUS,
  'x-descriptions': ERROR_CODE_DESCRIPTIONS,
};

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from API_OPERATIONS
 * and the zod schemas of common/contract that the handlers parse with.
 */
export function buildOpenApiDocument(
  publicUrl: string,
  operations: readonly ApiOperation[] = API_OPERATIONS,
): OpenApiDocument {
  const responses = componentSchemas(RESPONSE_SCHEMA_NAMES, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Podium API',
      version: '1.0.0',
      description:
        'The JSON API of Podium, the public-speaking practice app. Every error body is `{status, message, code}` plus optional fields: branch on `code`, show `message`. docs/api.md is the same document as a page.',
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        ...responses,
        ...componentSchemas(REQUEST_SCHEMA_NAMES, 'input'),
        ErrorCode: { ...responses.ErrorCode, ...errorCodeNotes },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'podium.session_token',
          description:
            'The session cookie that sign-in, sign-up and guest-login set (`__Secure-` prefixed on https).',
        },
      },
    },
  };
}
