import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@common/contract/error';
import type { ErrorCode } from '@common/errors/error-codes';
import { ORIGIN, post } from '@server/test-support/accounts';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/**
 * Every kind of failure answers `{status, message, code}`, whoever produced it:
 * Podium's own errors, zod, Fastify's body parser, the Origin check, the
 * not-found handler, the auth routes and the better-auth bridge.
 */
describe('error codes on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const json = { origin: ORIGIN, 'content-type': 'application/json' };
  const cases: Array<{
    name: string;
    request: () => Promise<LightMyRequestResponse>;
    status: number;
    code: ErrorCode;
  }> = [
    {
      name: 'an unknown API route',
      request: () => t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      status: 404,
      code: 'route_not_found',
    },
    {
      name: 'no session',
      request: () => t.app.inject({ method: 'GET', url: '/api/speeches/user/1' }),
      status: 401,
      code: 'unauthorized',
    },
    {
      name: 'a body that fails the schema',
      request: () => post(t.app, '/api/guest-login', { guestId: 'short' }),
      status: 400,
      code: 'invalid_input',
    },
    {
      name: 'a body that is not JSON',
      request: () =>
        t.app.inject({ method: 'POST', url: '/api/guest-login', headers: json, payload: '{"gu' }),
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'a body over the size limit',
      request: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/guest-login',
          headers: json,
          payload: JSON.stringify({ guestId: 'x'.repeat(2 * 1024 * 1024) }),
        }),
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'a content type no route reads',
      request: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/guest-login',
          headers: { origin: ORIGIN, 'content-type': 'text/csv' },
          payload: 'a,b',
        }),
      status: 415,
      code: 'unsupported_media',
    },
    {
      name: 'a cross-site write',
      request: () =>
        post(
          t.app,
          '/api/guest-login',
          { guestId: 'cross-site-1' },
          { origin: 'https://evil.test' },
        ),
      status: 403,
      code: 'forbidden',
    },
    {
      name: 'a sign-up with an address that is not one',
      request: () =>
        post(t.app, '/api/auth/sign-up/email', {
          email: 'not-an-address',
          username: 'someone',
          password: 'long enough',
        }),
      status: 400,
      code: 'invalid_email',
    },
    {
      name: 'a sign-in with a wrong password',
      request: () =>
        post(t.app, '/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'nope' }),
      status: 401,
      code: 'invalid_credentials',
    },
    {
      name: 'better-auth through the bridge: a provider that is not configured',
      request: () => post(t.app, '/api/auth/sign-in/social', { provider: 'google' }),
      status: 404,
      code: 'not_found',
    },
    {
      name: 'better-auth through the bridge: a verification token that is not one',
      request: () => t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=forged' }),
      status: 401,
      code: 'unauthorized',
    },
  ];

  it.each(cases)('$name: $status $code', async ({ request, status, code }) => {
    const res = await request();
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = errorBodySchema.parse(res.json());
    expect(body.status).toBe(status);
    expect(body.code).toBe(code);
    expect(body.message).not.toBe('');
  });
});
