import { ERROR_CODES, type ErrorCode } from '@common/errors/error-codes';
import type { ApiOperation } from './api-operation';

/** What any route may answer besides its own errors, and why (docs/api.md says it once). */
export const SHARED_ERRORS: Array<{ codes: ErrorCode[]; when: string }> = [
  { codes: ['internal'], when: 'every route, when the server fails' },
  {
    codes: ['invalid_input'],
    when: 'a route with path, query or body fields, when one fails its schema',
  },
  {
    codes: ['forbidden', 'bad_request', 'payload_too_large', 'unsupported_media'],
    when: 'every POST and PATCH: a cross-site request (Origin), a body that is not JSON, over 1 MB, or of another type',
  },
  {
    codes: ['unauthorized', 'forbidden'],
    when: 'a route that needs a session: none, or identity headers or ids that name someone else',
  },
  {
    codes: ['email_not_verified'],
    when: 'a route that needs a verified account, for an account that has not verified its address',
  },
];

/** Every code a route may answer: its own and the shared ones its shape brings. */
export function operationErrors(operation: ApiOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>(operation.errors);
  const needsSession = operation.access === 'session' || operation.access === 'verified';
  if (needsSession) codes.add('unauthorized').add('forbidden');
  if (operation.access === 'verified') codes.add('email_not_verified');
  if (operation.access === 'optional-session') codes.add('forbidden');
  if (operation.params || operation.query || operation.body) codes.add('invalid_input');
  if (operation.method !== 'GET') {
    codes.add('forbidden').add('bad_request').add('payload_too_large').add('unsupported_media');
  }
  codes.add('internal');
  // In the union's order, which groups them by status.
  return ERROR_CODES.filter((code) => codes.has(code));
}
