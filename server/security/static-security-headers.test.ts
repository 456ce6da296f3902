import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { securityHeaderOptions } from './security-headers';
import { staticSecurityHeaders } from './static-security-headers';

/** What @fastify/helmet itself sets on an answer, for comparison. */
async function helmetHeaders(publicUrl: string) {
  const app = Fastify();
  await app.register(helmet, securityHeaderOptions(publicUrl));
  app.get('/', async () => 'ok');
  const headers = (await app.inject({ method: 'GET', url: '/' })).headers;
  await app.close();
  return headers;
}

describe('security headers worked out once', () => {
  it.each(['http://localhost:3000', 'https://podium.example'])(
    'are the headers helmet sets, for %s',
    async (publicUrl) => {
      const once = await staticSecurityHeaders(securityHeaderOptions(publicUrl));
      const direct = await helmetHeaders(publicUrl);
      expect(Object.keys(once).length).toBeGreaterThan(8);
      for (const [name, value] of Object.entries(once)) expect(direct[name]).toBe(value);
      expect(once['content-security-policy']).toContain("frame-ancestors 'none'");
      expect('strict-transport-security' in once).toBe(publicUrl.startsWith('https://'));
    },
  );

  describe('on the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('are on every answer: a success, a 401 and a 404', async () => {
      const expected = await staticSecurityHeaders(securityHeaderOptions(t.env.PUBLIC_URL!));
      for (const url of ['/api/health', '/api/speeches/user/1', '/api/no-such-route']) {
        const res = await t.app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
      }
    });
  });
});
