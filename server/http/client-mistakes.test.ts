import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN } from '@server/test-support/accounts';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

/**
 * Issue 9: a client's mistake is a 4xx with a message a person can read, and
 * the server logs it as a warning at most, never as its own error.
 */
describe("a client's mistake", () => {
  let t: TestApp;
  let guest: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ captureLog: true });
    guest = await signInGuest(t.app);
  });
  afterAll(() => t.close());

  /** Where this test's log lines begin. */
  let mark = 0;
  beforeEach(() => {
    mark = t.log.length;
  });
  const logged = () => t.log.slice(mark);
  const errorsLogged = () => logged().filter((entry) => entry.level >= 50);

  function expectClientError(
    res: LightMyRequestResponse,
    status: number,
    code: string,
    message: RegExp,
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status, code, message: expect.stringMatching(message) });
    expect(errorsLogged()).toEqual([]);
  }

  const multipart = (contentType: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: guest.cookie, origin: ORIGIN, 'content-type': contentType },
      payload: body,
    });

  const part = (boundary: string, rest: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.webm"\r\n` +
    `Content-Type: audio/webm\r\n\r\n${rest}`;

  it.each([
    ['without a boundary', 'multipart/form-data', part('XYZ', 'abc\r\n--XYZ--\r\n')],
    ['with a boundary the body never uses', 'multipart/form-data; boundary=XYZ', part('ABC', '')],
    ['cut short inside the file', 'multipart/form-data; boundary=XYZ', part('XYZ', 'abcdef')],
  ])('a multipart upload %s is a 400, logged as a warning', async (_what, type, body) => {
    const res = await multipart(type, body);
    expectClientError(res, 400, 'bad_request', /form data is malformed or incomplete/);
    expect(logged().some((entry) => entry.level === 40)).toBe(true);
  });

  const deepArray = '['.repeat(20_000) + ']'.repeat(20_000);
  const deepObject = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);

  it.each([
    '/api/auth/sign-out',
    '/api/auth/sign-in/social',
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/guest-login',
    '/api/feedback',
    '/api/users',
  ])('JSON nested 20,000 deep is a 400 on %s', async (url) => {
    for (const payload of [deepArray, deepObject]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: guest.cookie, origin: ORIGIN, 'content-type': 'application/json' },
        payload,
      });
      expectClientError(res, 400, 'bad_request', /nested too deeply/);
    }
  });

  it('a JSON body over 1 MB is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/linguistic-feedback',
      headers: { cookie: guest.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ transcript: 'word '.repeat(250_000) }),
    });
    expectClientError(res, 413, 'payload_too_large', /too large/);
  });

  it('still reads ordinary JSON, and still refuses __proto__ keys', async () => {
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guest-login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await login('{"guestId":"guest-plain-json-1"}')).statusCode).toBe(200);
    const poisoned = await login('{"guestId":"guest-proto-json-1","__proto__":{"isPro":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(errorsLogged()).toEqual([]);
  });
});
