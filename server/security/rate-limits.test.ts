import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createServices, type Services } from '../services';
import { databaseTargets } from '../test-support/databases';
import { startTestRedis, type TestRedis } from '../test-support/redis';
import { newAccount, ORIGIN, post, signUp } from '../test-support/accounts';
import { startSmtpSink } from '../test-support/smtp-sink';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Requests from one address (X-Forwarded-For, believed from the loopback proxy). */
const from = (ip: string, extra: Record<string, string> = {}) => ({
  'x-forwarded-for': ip,
  ...extra,
});

describe('per-IP rate limits on sign-in, sign-up, resend and guest-login', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        AUTH_RATE_LIMIT_MAX: '2',
        EMAIL_RATE_LIMIT_MAX: '1',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('refuses the third sign-in from one address with 429, and not another address', async () => {
    const attempt = (ip: string) =>
      post(
        t.app,
        '/api/auth/sign-in/email',
        { email: 'x@example.com', password: 'wrong-1' },
        from(ip),
      );
    expect((await attempt('203.0.113.1')).statusCode).toBe(401);
    expect((await attempt('203.0.113.1')).statusCode).toBe(401);
    const third = await attempt('203.0.113.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      status: 429,
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      isRateLimit: true,
      code: 'rate_limited',
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.2')).statusCode).toBe(401);
  });

  it("answers the spec's signup text on the third sign-up from one address", async () => {
    const attempt = () =>
      post(t.app, '/api/auth/sign-up/email', newAccount('rl'), from('198.51.100.7'));
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(201);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('Too many signup attempts. Please try again later.');
  });

  it('limits guest-login per address', async () => {
    const attempt = (n: number) =>
      post(t.app, '/api/guest-login', { guestId: `rate-limit-guest-${n}` }, from('198.51.100.9'));
    expect((await attempt(1)).statusCode).toBe(200);
    expect((await attempt(2)).statusCode).toBe(200);
    expect((await attempt(3)).statusCode).toBe(429);
  });

  it("answers the spec's resend text when the verification e-mail is asked for too often", async () => {
    const account = newAccount('rs');
    const { cookie } = await signUp(t.app, account, undefined);
    const resend = () =>
      post(t.app, '/api/auth/send-verification-email', {}, { cookie, ...from('192.0.2.44') });
    expect((await resend()).statusCode).toBe(200);
    const second = await resend();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      message: 'Rate limit exceeded. Please wait a few minutes before trying again.',
      isRateLimit: true,
    });
    // Test Email System counts on its own.
    const test = await post(
      t.app,
      '/api/test-verification-email',
      {},
      { cookie, ...from('192.0.2.44') },
    );
    expect(test.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('lets no client pick its own address when no proxy is trusted', async () => {
    const t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1', TRUST_PROXY: 'false' } });
    try {
      const attempt = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/guest-login',
          headers: { origin: ORIGIN, 'x-forwarded-for': ip },
          payload: { guestId: `spoofing-guest-${ip.replace(/\./g, '-')}` },
        });
      expect((await attempt('203.0.113.10')).statusCode).toBe(200);
      expect((await attempt('203.0.113.11')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

/** Two web processes on the same database (and Redis): the count is one. */
const sharedStores = [
  ...databaseTargets().map((target) => ({ name: `the database (${target.name})`, target })),
  { name: 'Redis', target: undefined, redis: true },
];

describe.each(sharedStores)('limits counted in $name across two app instances', (store) => {
  let first: TestApp;
  let second: { app: FastifyInstance; services: Services };
  let redis: TestRedis | undefined;

  beforeAll(async () => {
    redis = 'redis' in store ? await startTestRedis() : undefined;
    first = await createTestApp({
      target: store.target,
      env: {
        AUTH_RATE_LIMIT_MAX: '3',
        ...(redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix } : {}),
      },
    });
    // The same settings, so the same database file or server: a second process would do this.
    const services = await createServices(first.env);
    second = { services, app: await buildApp(services, { logger: false }) };
  });
  afterAll(async () => {
    await second.app.close();
    await second.services.close();
    await first.close();
    await redis?.close();
  });

  it('refuses the fourth sign-in from one address whichever instance each attempt reaches', async () => {
    const attempt = (app: FastifyInstance) =>
      post(
        app,
        '/api/auth/sign-in/email',
        { email: 'x@example.com', password: 'wrong-1' },
        from('203.0.113.77'),
      );
    expect((await attempt(first.app)).statusCode).toBe(401);
    expect((await attempt(second.app)).statusCode).toBe(401);
    expect((await attempt(first.app)).statusCode).toBe(401);
    const fourth = await attempt(second.app);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    // Another route keeps its own count on both.
    const guest = await post(
      second.app,
      '/api/guest-login',
      { guestId: 'shared-count-guest' },
      from('203.0.113.77'),
    );
    expect(guest.statusCode).toBe(200);
  });

  it.runIf('redis' in store)('keeps the counts in Redis under the configured prefix', async () => {
    const keys = await redis!.keys();
    expect(
      keys.some((k) => k.includes('/api/auth/sign-in/email') && k.includes('203.0.113.77')),
    ).toBe(true);
  });
});
