/**
 * npm run bench:api [-- --duration 20 --connections 200]: load on a real
 * `podium serve` process (SQLite, or BENCH_DATABASE_URL). One user with 50
 * analysed speeches; GET /api/health and GET /api/speeches/user/{id}?limit=100
 * in the same run, one after the other, each with the same connections.
 * Targets: the list at >= 40 % of health's requests per second, p99 <= 100 ms,
 * no errors and no timeouts. Measured with a lean client (bench/http-load.ts)
 * that reads every answer to its last byte without decoding it, then, for
 * reference only, with autocannon, which decodes each body into a string
 * (docs/decisions/0031-api-load-measure.md). With each figure the server's and
 * the bench's CPU per request: on a shared 2-core machine both run on the
 * same cores.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { httpLoad } from './bench/http-load';
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
    /** Writes the server's CPU profile (.cpuprofile) into this folder. */
    profile: { type: 'string' },
    /** autocannon worker threads (the client must not be what limits the rate). */
    workers: { type: 'string', default: '1' },
    /** Only the list route (while profiling it). */
    'list-only': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const TARGET = { ratio: 0.4, p99Ms: 100 };
const WORDS = (
  'the a to and of in that is for it we you this on with be are as was have not they at our ' +
  'people time work team today really think know want about like um uh so just important ' +
  'project customer meeting question answer idea change plan year first next last because ' +
  'school student teacher story practice speech audience voice pause minute believe learn ' +
  'build share help make take give show tell ask feel look find remember understand'
).split(' ');

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function prepare(env: Record<string, string>) {
  const services = await createServices(loadEnv(env));
  const app = await buildApp(services, { logger: false });
  const { cookie, user } = await signInGuest(app, `bench-${Date.now()}`);
  // Every speech its own two-minute transcript (about 280 words), so that nothing
  // (compression included) gains from fifty copies of one text.
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const sentence = () =>
    Array.from(
      { length: 8 + Math.floor(random() * 10) },
      () => WORDS[Math.floor(random() * WORDS.length)],
    ).join(' ');
  for (let i = 0; i < Number(args.speeches); i++) {
    const analysis = syntheticAnalysis({ sentences: Array.from({ length: 22 }, sentence) });
    await insertAnalysedSpeech(services, user.id, analysis, { title: `Practice talk ${i + 1}` });
  }
  await app.close();
  await services.close();
  return { cookie, userId: user.id };
}

async function startServer(env: Record<string, string>, logFile: string) {
  const out = fs.openSync(logFile, 'a');
  const profile = args.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'server/main.ts', 'serve'],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', out, out],
      env: { ...process.env, ...env },
    },
  );
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

/** CPU seconds a process has used so far (user + system), from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Client = 'autocannon' | 'lean';

interface Outcome {
  name: string;
  load: string;
  /** Server and bench (autocannon) CPU per answered request, in microseconds. */
  serverCpuUs: number;
  clientCpuUs: number;
  /** Mean bytes per answer, headers included: shows whether full bodies were sent. */
  bytesPerAnswer: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  notModified: number;
}

async function hammer(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  serverPid: number,
  client: Client,
): Promise<Outcome> {
  const loadBefore = load();
  const server0 = cpuSeconds(serverPid);
  const client0 = process.cpuUsage();
  const allHeaders = { 'accept-encoding': 'gzip, deflate, br', ...headers };
  let figures: Omit<Outcome, 'name' | 'load' | 'serverCpuUs' | 'clientCpuUs'>;
  let answers: number;
  if (client === 'lean') {
    const result = await httpLoad({
      url,
      headers: allHeaders,
      connections,
      seconds,
      timeoutMs: 10_000,
    });
    answers = Math.max(1, result.requests);
    const count = (test: (status: number) => boolean) =>
      [...result.statuses].reduce((n, [status, c]) => n + (test(status) ? c : 0), 0);
    figures = {
      bytesPerAnswer: result.bytes / answers,
      rps: result.rps,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: count((status) => status < 200 || status > 299),
      notModified: count((status) => status === 304),
    };
  } else {
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      headers: allHeaders,
      timeout: 10,
      ...(Number(args.workers) > 1 ? { workers: Number(args.workers) } : {}),
    });
    answers = Math.max(1, result.requests.total);
    figures = {
      bytesPerAnswer: result.throughput.total / answers,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      notModified: result['3xx'],
    };
  }
  const used = process.cpuUsage(client0);
  return {
    name,
    load: loadBefore,
    serverCpuUs: ((cpuSeconds(serverPid) - server0) * 1e6) / answers,
    clientCpuUs: (used.user + used.system) / answers,
    ...figures,
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
  const check = await fetch(list, { headers: { cookie, 'accept-encoding': 'identity' } });
  const count = ((await check.json()) as unknown[]).length;
  const zipped = await fetch(list, { headers: { cookie, 'accept-encoding': 'gzip' } });
  console.log(
    `list of ${count}: ${check.headers.get('content-length')} bytes of JSON, ` +
      `${zipped.headers.get('content-length')} gzipped (what a browser gets)`,
  );
  if (check.status !== 200 || count !== Number(args.speeches)) {
    throw new Error(`the list route answered ${check.status} with ${count} speeches`);
  }
  // JIT, connection pools and caches warm before anything is measured.
  const pid = server.child.pid!;
  await hammer('warm-up', `${server.base}/api/health`, {}, 5, pid, 'lean');
  await hammer('warm-up', list, { cookie }, 5, pid, 'lean');

  const skipped = {
    load: '',
    serverCpuUs: 0,
    clientCpuUs: 0,
    bytesPerAnswer: 0,
    rps: 1,
    p50: 0,
    p99: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    notModified: 0,
  };
  const run = (name: string, url: string, headers: Record<string, string>, client: Client) =>
    args['list-only'] && url.endsWith('/api/health')
      ? { name: `${name} (skipped)`, ...skipped }
      : hammer(name, url, headers, duration, pid, client);
  const healthUrl = `${server.base}/api/health`;
  // The measure: a client that reads each answer to its last byte without decoding it.
  const health = await run('GET /api/health', healthUrl, {}, 'lean');
  const speeches = await run('GET /api/speeches/user/{id}?limit=100', list, { cookie }, 'lean');
  // What a polling browser sends: its copy's ETag (cache-control: private, no-cache).
  const etag = (await fetch(list, { headers: { cookie } })).headers.get('etag') ?? '';
  const polling = await run(
    '  the same, revalidating (If-None-Match)',
    list,
    { cookie, 'if-none-match': etag },
    'lean',
  );
  // For reference, autocannon: it turns every body into a string, which on these shared cores
  // costs more CPU than the server spends answering (docs/decisions/0031-api-load-measure.md).
  const cannonHealth = await run('GET /api/health, autocannon', healthUrl, {}, 'autocannon');
  const cannonList = await run('GET /api/speeches/..., autocannon', list, { cookie }, 'autocannon');
  const outcomes = [health, speeches, polling, cannonHealth, cannonList];
  for (const o of outcomes) {
    console.log(
      `${o.name.padEnd(40)} ${o.rps.toFixed(0).padStart(6)} req/s  p50 ${o.p50} ms  p99 ${o.p99} ms  ` +
        `errors ${o.errors}  timeouts ${o.timeouts}  non-2xx ${o.non2xx - o.notModified}` +
        (o.notModified ? `  (304: ${o.notModified})` : ''),
    );
    console.log(
      `${''.padEnd(40)} ${o.bytesPerAnswer.toFixed(0)} bytes/answer  server CPU ${o.serverCpuUs.toFixed(0)} us/req  ` +
        `bench CPU ${o.clientCpuUs.toFixed(0)} us/req  load average before ${o.load}`,
    );
  }
  console.log(`load average after: ${load()}`);
  const ratio = speeches.rps / health.rps;
  // Independent of what else runs on the machine: how much more the server spends per list.
  console.log(
    `server CPU per request: list ${(speeches.serverCpuUs / health.serverCpuUs).toFixed(1)} x health ` +
      `(${speeches.serverCpuUs.toFixed(0)} vs ${health.serverCpuUs.toFixed(0)} us); ` +
      `a CPU-bound ratio would be about ${((health.serverCpuUs / speeches.serverCpuUs) * 100).toFixed(0)} %`,
  );
  const failures = outcomes.reduce(
    (n, o) => n + o.errors + o.timeouts + o.non2xx - o.notModified,
    0,
  );
  const verdicts = [
    [
      `list at ${(ratio * 100).toFixed(0)} % of health's throughput (target >= 40 %)`,
      ratio >= TARGET.ratio,
    ],
    [`list p99 ${speeches.p99} ms (target <= ${TARGET.p99Ms} ms)`, speeches.p99 <= TARGET.p99Ms],
    [`errors, timeouts and failed statuses: ${failures} (target 0)`, failures === 0],
    [
      `revalidating list at ${((polling.rps / health.rps) * 100).toFixed(0)} % of health, p99 ${polling.p99} ms`,
      polling.rps / health.rps >= TARGET.ratio && polling.p99 <= TARGET.p99Ms,
    ],
  ] as const;
  for (const [what, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${what}`);
  const cannonRatio = cannonList.rps / cannonHealth.rps;
  console.log(
    `info  autocannon: list at ${(cannonRatio * 100).toFixed(0)} % of health, p99 ${cannonList.p99} ms; ` +
      `it spent ${cannonList.clientCpuUs.toFixed(0)} us of CPU per list read, the server ${cannonList.serverCpuUs.toFixed(0)}`,
  );
  if (verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
