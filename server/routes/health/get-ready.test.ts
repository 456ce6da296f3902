import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@server/test-support/databases';
import { startS3Server } from '@server/test-support/s3-server';
import { createTestApp } from '@server/test-support/test-app';

const ready = (t: Awaited<ReturnType<typeof createTestApp>>) =>
  t.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/health and /api/ready', () => {
  it('says alive and ready when the database, storage and limit store answer', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
      });
      const res = await ready(t);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', storage: 'ok', limits: 'ok' },
      });
    } finally {
      await t.close();
    }
  });

  it('is not ready while shutting down, though still alive', async () => {
    const t = await createTestApp();
    try {
      t.services.lifecycle.draining = true;
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, message: 'Shutting down.' });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // Each answer closes its connection: an idle keep-alive one would hold the process open.
      expect(health.headers.connection).toBe('close');
      expect(res.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });

  it('is not ready when the S3 store does not answer', async () => {
    const s3 = await startS3Server();
    const t = await createTestApp({ env: s3.env });
    try {
      expect((await ready(t)).statusCode).toBe(200);
      await s3.stop();
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'Not ready: storage.',
        checks: { database: 'ok', storage: 'failed', limits: 'ok' },
      });
    } finally {
      await t.close();
      await s3.close();
    }
  });

  const postgres = databaseTargets().find((d) => d.name === 'postgres');
  describe.runIf(postgres)('on PostgreSQL', () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    afterAll(() => admin.end());

    it('is not ready when the database is down, and ready again when it is back', async () => {
      const t = await createTestApp({ target: postgres });
      await admin.connect();
      const name = new URL(t.env.DATABASE_URL!).pathname.slice(1);
      try {
        expect((await ready(t)).statusCode).toBe(200);
        // As a database restart does: every connection is cut and new ones are refused.
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        const res = await ready(t);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          message: 'Not ready: database.',
          checks: { database: 'failed', storage: 'ok' },
        });
        await admin.query(`alter database ${name} allow_connections true`);
        await expect.poll(async () => (await ready(t)).statusCode, { timeout: 10_000 }).toBe(200);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
        await t.close();
      }
    });
  });
});
