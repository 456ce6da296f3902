import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { SpeechEventsConfig } from '../routes/speeches/get-speech-events';
import { loadEnv, type Env } from '../env';
import { createServices, type ServiceOverrides, type Services } from '../services';
import type { DatabaseTarget } from './databases';

export interface LogEntry {
  /** pino's numbers: 30 info, 40 warn, 50 error. */
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  env: Env;
  dataDir: string;
  /** What the app logged at info and above; empty unless `captureLog` was set. */
  log: LogEntry[];
  close(): Promise<void>;
}

/** A real app on a temp DATA_DIR (and a fresh database of the given target). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    target?: DatabaseTarget;
    overrides?: ServiceOverrides;
    /** Keep the app's log lines in `log`. */
    captureLog?: boolean;
    /** The built SPA to serve; none by default. */
    clientDir?: string;
    /** The pushed results' timings and limits. */
    speechEvents?: SpeechEventsConfig;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-test-'));
  const database = options.target
    ? await options.target.create()
    : { url: undefined, drop: async () => undefined };
  const env = loadEnv({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    JOB_POLL_MS: '50',
    // Tests sign many people in from one address; the rate-limit tests set their own limits.
    AUTH_RATE_LIMIT_MAX: '1000',
    EMAIL_RATE_LIMIT_MAX: '1000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const services = await createServices(env, options.overrides);
  const log: LogEntry[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) log.push(JSON.parse(line) as LogEntry);
      }
      done();
    },
  });
  const app = await buildApp(services, {
    logger: false,
    ...(options.captureLog ? { logStream } : {}),
    clientDir: options.clientDir ?? path.join(dataDir, 'no-client'),
    speechEvents: options.speechEvents,
  });
  return {
    app,
    services,
    env,
    dataDir,
    log,
    async close() {
      await app.close();
      await services.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export interface SignedIn {
  cookie: string;
  user: { id: number; supabaseId: string | null; guestId: string | null; isGuest: boolean };
}

let guestCounter = 0;

/** Signs a new guest in through the real endpoint. */
export async function signInGuest(app: FastifyInstance, guestId?: string): Promise<SignedIn> {
  const id = guestId ?? `test-guest-${process.pid}-${Date.now()}-${guestCounter++}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/guest-login',
    payload: { guestId: id },
  });
  if (response.statusCode !== 200) {
    throw new Error(`guest login failed: ${response.statusCode} ${response.body}`);
  }
  return { cookie: cookieHeader(response), user: response.json() };
}
