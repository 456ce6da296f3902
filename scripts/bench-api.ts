/**
 * npm run bench:api [-- --duration 20 --connections 200]: load on a real
 * `podium serve` process (SQLite, or BENCH_DATABASE_URL). One user with 50
 * analysed speeches; GET /api/health and GET /api/speeches/user/{id}?limit=100
 * in the same run, one after the other, each with the same connections.
 * Targets: the list at >= 40 % of health's requests per second, p99 <= 100 ms,
 * no errors and no timeouts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '@server/app';
import { syntheticAnalysis } from '@server/coach/test-support/synthetic-analysis';
import { loadEnv } from '@server/env';
import { createServices } from '@server/services';
import { insertAnalysedSpeech } from '@server/test-support/analysed-speech';
import { freePort } from '@server/test-support/free-port';
import { signInGuest } from '@server/test-support/test-app';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '200' },
    speeches: { type: 'string', default: '50' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const TARGET = { ratio: 0.4, p99Ms: 100 };

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function prepare(env: Record<string, string>) {
  const services = await createServices(loadEnv(env));
  const app = await buildApp(services, { logger: false });
  const { cookie, user } = await signInGuest(app, `bench-${Date.now()}`);
  const analysis = syntheticAnalysis({
    sentences: Array.from(
      { length: 12 },
      (_, i) => `this is sentence ${i} of a practice talk and um it goes on like a real one`,
    ),
  });
  for (let i = 0; i < Number(args.speeches); i++) {
    await insertAnalysedSpeech(services, user.id, analysis, { title: `Practice talk ${i + 1}` });
  }
  await app.close();
  await services.close();
  return { cookie, userId: user.id };
}

async function startServer(env: Record<string, string>, logFile: string) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', 'serve'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(fs.readFileSync(logFile, 'utf8'));
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > until) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base };
}

interface Outcome {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function hammer(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Outcome> {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-bench-'));
const port = await freePort();
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  RUN_WORKERS: 'false',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
};
console.log(
  `bench:api on ${os.cpus().length} cores, ${connections} connections, ${duration} s per route, ` +
    `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; load average before: ${load()}`,
);
const { cookie, userId } = await prepare(env);
const server = await startServer(env, path.join(dataDir, 'server.log'));
try {
  const list = `${server.base}/api/speeches/user/${userId}?limit=100`;
  const check = await fetch(list, { headers: { cookie } });
  const count = ((await check.json()) as unknown[]).length;
  if (check.status !== 200 || count !== Number(args.speeches)) {
    throw new Error(`the list route answered ${check.status} with ${count} speeches`);
  }
  // JIT, connection pools and caches warm before anything is measured.
  await hammer('warm-up', `${server.base}/api/health`, {}, 2);
  await hammer('warm-up', list, { cookie }, 2);

  const health = await hammer('GET /api/health', `${server.base}/api/health`, {}, duration);
  const speeches = await hammer(
    `GET /api/speeches/user/{id}?limit=100`,
    list,
    { cookie },
    duration,
  );
  const ratio = speeches.rps / health.rps;
  for (const o of [health, speeches]) {
    console.log(
      `${o.name.padEnd(40)} ${o.rps.toFixed(0).padStart(6)} req/s  p50 ${o.p50} ms  p99 ${o.p99} ms  ` +
        `errors ${o.errors}  timeouts ${o.timeouts}  non-2xx ${o.non2xx}`,
    );
  }
  console.log(`load average after: ${load()}`);
  const verdicts = [
    [
      `list at ${(ratio * 100).toFixed(0)} % of health's throughput (target >= 40 %)`,
      ratio >= TARGET.ratio,
    ],
    [`list p99 ${speeches.p99} ms (target <= ${TARGET.p99Ms} ms)`, speeches.p99 <= TARGET.p99Ms],
    [
      `errors ${speeches.errors + health.errors}, timeouts ${speeches.timeouts + health.timeouts}, non-2xx ${speeches.non2xx + health.non2xx} (target 0)`,
      speeches.errors +
        health.errors +
        speeches.timeouts +
        health.timeouts +
        speeches.non2xx +
        health.non2xx ===
        0,
    ],
  ] as const;
  for (const [what, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${what}`);
  if (verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
