import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLog: true });
  });
  afterAll(() => t.close());

  it('writes one line per request, when it is answered, with status, time and the URL redacted', async () => {
    const mark = t.log.length;
    const reply = await t.app.inject({ method: 'GET', url: '/api/health?token=secret-value' });
    expect(reply.statusCode).toBe(200);
    const lines = t.log.slice(mark);
    expect(lines).toHaveLength(1);
    const [line] = lines as Array<Record<string, unknown>>;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?token=%5Bredacted%5D' },
      res: { statusCode: 200 },
    });
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('secret-value');
  });

  it('logs a refused request once, with its status', async () => {
    const mark = t.log.length;
    const reply = await t.app.inject({ method: 'GET', url: '/api/speeches/user/1' });
    expect(reply.statusCode).toBe(401);
    const lines = t.log.slice(mark).filter((entry) => entry.msg === 'request completed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ res: { statusCode: 401 } });
  });
});
