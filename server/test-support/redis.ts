import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

export interface TestRedis {
  url: string;
  /** Every key of this test starts with it (REDIS_KEY_PREFIX). */
  prefix: string;
  /** The keys this test left in Redis. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

async function waitForPing(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      probe.disconnect();
    }
  }
}

/**
 * A real Redis: TEST_REDIS_URL (npm test sets it when one answers on
 * 127.0.0.1:6379), else a redis-server of our own on a free port. Each test
 * gets its own key prefix and removes its keys when it closes.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const prefix = `podium-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let url = process.env.TEST_REDIS_URL;
  let stopServer = async () => undefined;
  if (!url) {
    const port = await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    stopServer = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    url = `redis://127.0.0.1:${port}`;
  }
  await waitForPing(url);
  const admin = new Redis(url);
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found;
  };
  return {
    url,
    prefix,
    keys,
    async close() {
      const left = await keys();
      if (left.length > 0) await admin.del(...left);
      await admin.quit();
      await stopServer();
    },
  };
}
