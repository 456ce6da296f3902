import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { polished } from '@server/coach/test-support/test-scenarios';
import { createServices, type Services } from '@server/services';
import { insertAnalysedSpeech } from '@server/test-support/analysed-speech';
import { databaseTargets } from '@server/test-support/databases';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

/** The daily feedback limit is counted in the database, so two web processes share it. */
describe.each(databaseTargets())(
  'the daily feedback limit across two app instances on $name',
  (target) => {
    let first: TestApp;
    let second: { app: FastifyInstance; services: Services };
    beforeAll(async () => {
      first = await createTestApp({ target, env: { GUEST_DAILY_FEEDBACK: '2' } });
      const services = await createServices(first.env);
      second = { services, app: await buildApp(services, { logger: false }) };
    });
    afterAll(async () => {
      await second.app.close();
      await second.services.close();
      await first.close();
    });

    it('stops a guest at the limit whichever process each request reaches', async () => {
      const guest = await signInGuest(first.app);
      const ask = async (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { cookie: guest.cookie },
          payload: {
            userId: guest.user.id,
            coachingMode: 'general',
            speechId: await insertAnalysedSpeech(
              first.services,
              guest.user.id,
              polished().analysis,
            ),
          },
        });
      expect((await ask(first.app)).statusCode).toBe(200);
      expect((await ask(second.app)).statusCode).toBe(200);
      const over = await ask(first.app);
      expect(over.statusCode).toBe(429);
      expect(over.json().usageInfo).toMatchObject({
        dailyLimit: 2,
        usedToday: 2,
        remainingToday: 0,
      });
    });
  },
);
