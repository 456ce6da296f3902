import type * as z from 'zod';
import type { ErrorCode } from '@common/errors/error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route. */
export type Access =
  /** Anyone. */
  | 'public'
  /** Anyone; a session, when there is one, must match the identity headers and ids sent. */
  | 'optional-session'
  /** A session: a guest or an account, verified or not. */
  | 'session'
  /** A guest, or an account whose e-mail address is verified. */
  | 'verified';

export interface ApiResponse {
  status: number;
  description: string;
  /** JSON body; none for a redirect or an empty answer. */
  schema?: z.ZodType;
  /** A body that is not JSON (audio). */
  mediaType?: string;
}

/**
 * One route of the HTTP API, as documented: what it takes (zod schemas of
 * common/contract, the ones the handler parses with) and what it answers.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** Fastify's form, as registered: `/api/speeches/:id`. */
  path: string;
  summary: string;
  description?: string;
  /** The OpenAPI tag the route is listed under. */
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; mediaType?: 'application/json' | 'multipart/form-data' };
  responses: ApiResponse[];
  /** The codes this route's own logic answers with (each code has one status). */
  errors: ErrorCode[];
  /** A body schema for its errors other than ErrorBody (the feedback route's). */
  errorSchema?: z.ZodType;
}
