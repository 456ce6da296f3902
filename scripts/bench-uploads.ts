/**
 * npm run bench:uploads [-- --uploads 10 --seconds 70]: ten people upload a
 * 70 s speech at the same moment. Starts a real `podium serve`
 * (RUN_WORKERS=false) and one `podium worker` on a temporary DATA_DIR
 * (SQLite, or BENCH_DATABASE_URL), signs in one guest per upload, posts every
 * upload at once through the HTTP API, polls each transcription until it is
 * completed and prints when the last one was. Checks that every job ran
 * exactly once (one attempt in the jobs table, one "job started" in the
 * worker's log) and prints the worker's peak memory (its threads and child
 * processes included) and the machine's load. Target: all analysed within
 * 90 s on 2 cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { openDatabase } from '@server/db/database';
import { runProcess } from '@server/lib/run-process';
import { startPodium, waitFor, type PodiumProcess } from '@server/test-support/podium-process';
import { watchTreeMemory } from './bench/tree-memory';

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '70' },
    /** A flite fixture (tests/fixtures/speech) at least --seconds long, cut to that length. */
    fixture: { type: 'string', default: 'eval-rms-bikes' },
    /** WORKER_CONCURRENCY for the worker; its own default (twice the cores) when unset. */
    concurrency: { type: 'string' },
    'timeout-sec': { type: 'string', default: '600' },
  },
});
const uploads = Number(args.uploads);
const seconds = Number(args.seconds);
const TARGET_SEC = 90;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The fixture cut to `seconds` and encoded as the browser sends it (Opus in WebM). */
async function speechFile(dir: string): Promise<string> {
  const fixture = await ensureFixture(args.fixture, { log: (m) => console.log(m) });
  const file = path.join(dir, `speech-${seconds}s.webm`);
  await runProcess('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    fixture.wavPath,
    '-t',
    String(seconds),
    '-c:a',
    'libopus',
    '-b:a',
    '48k',
    '-f',
    'webm',
    file,
  ]);
  return file;
}

/**
 * CPU seconds a process has used, its threads and waited-for children (ffmpeg,
 * the aligners) included: the work done, whatever else the machine is running.
 */
function cpuSec(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime is the 14th field of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return ticks / 100; // USER_HZ is 100 on Linux
}

async function signIn(base: string, guestId: string): Promise<string> {
  const res = await fetch(`${base}/api/guest-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guestId }),
  });
  if (!res.ok) throw new Error(`guest login answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface Upload {
  cookie: string;
  speechId: number;
  transcriptionId: string;
  doneSec?: number;
}

async function upload(base: string, cookie: string, audio: Buffer, n: number): Promise<Upload> {
  const form = new FormData();
  form.append('title', `Bench upload ${n}`);
  form.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/webm' }), 'speech.webm');
  const res = await fetch(`${base}/api/speeches`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (res.status !== 201)
    throw new Error(`upload ${n} answered ${res.status}: ${await res.text()}`);
  const { speech } = (await res.json()) as { speech: { id: number; transcriptionId: string } };
  return { cookie, speechId: speech.id, transcriptionId: speech.transcriptionId };
}

async function status(base: string, u: Upload): Promise<string> {
  const res = await fetch(`${base}/api/transcription/${u.transcriptionId}?speechId=${u.speechId}`, {
    headers: { cookie: u.cookie },
  });
  const body = (await res.json()) as { status: string; error: string | null };
  if (body.status === 'failed') throw new Error(`speech ${u.speechId} failed: ${body.error}`);
  return body.status;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-bench-uploads-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  GUEST_SPEECH_LIMIT: String(uploads + 1),
  // One address signs every guest in.
  AUTH_RATE_LIMIT_MAX: String(uploads * 2),
  // Long enough for a 2-core machine under full load to keep its leases.
  JOB_LEASE_SEC: '60',
  ...(args.concurrency ? { WORKER_CONCURRENCY: args.concurrency } : {}),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
};
const processes: PodiumProcess[] = [];
const audio = fs.readFileSync(await speechFile(dataDir));
console.log(
  `bench:uploads: ${uploads} uploads of ${seconds} s (${args.fixture}, ${(audio.length / 1024).toFixed(0)} KB) ` +
    `on ${os.availableParallelism()} cores, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ` +
    `WORKER_CONCURRENCY ${args.concurrency ?? 'default'}; load average before: ${load()}`,
);
try {
  const web = await startPodium('serve', 'web', dataDir, { ...env, RUN_WORKERS: 'false' });
  processes.push(web);
  await web.ready();
  // The web process migrates first; the worker then finds nothing to do.
  const worker = await startPodium('worker', 'worker', dataDir, env);
  processes.push(worker);
  await worker.ready();
  const workerPid = worker.child.pid ?? process.pid;
  const memory = watchTreeMemory(100, workerPid);
  const cpuBefore = cpuSec(workerPid);

  const cookies = await Promise.all(
    Array.from({ length: uploads }, (_, i) => signIn(web.base, `bench-${Date.now()}-${i}`)),
  );
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const all = await Promise.all(cookies.map((cookie, i) => upload(web.base, cookie, audio, i + 1)));
  console.log(`${uploads} uploads accepted in ${elapsed().toFixed(1)} s`);

  let peakLoad = os.loadavg()[0] ?? 0;
  await waitFor(
    async () => {
      peakLoad = Math.max(peakLoad, os.loadavg()[0] ?? 0);
      for (const u of all.filter((x) => x.doneSec === undefined)) {
        if ((await status(web.base, u)) === 'completed') {
          u.doneSec = elapsed();
          console.log(`  speech ${u.speechId} analysed at ${u.doneSec.toFixed(1)} s`);
        }
      }
      return all.every((u) => u.doneSec !== undefined) ? true : undefined;
    },
    Number(args['timeout-sec']) * 1000,
    'every analysis',
    250,
  );
  const last = Math.max(...all.map((u) => u.doneSec ?? 0));
  const { peakMb, selfPeakMb } = memory.stop();
  const cpu = cpuSec(workerPid) - cpuBefore;
  const loadAfter = load();

  // Exactly once: one attempt each in the jobs table, and one start each in the worker's log.
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const jobs = await handle.db
    .selectFrom('jobs')
    .select(['id', 'attempts', 'status'])
    .where(
      'id',
      'in',
      all.map((u) => u.transcriptionId),
    )
    .execute();
  await handle.destroy();
  const log = fs.readFileSync(worker.logFile, 'utf8');
  const starts = all.map(
    (u) =>
      log.split('\n').filter((l) => l.includes(u.transcriptionId) && l.includes('job started'))
        .length,
  );
  const once =
    jobs.length === uploads &&
    jobs.every((j) => j.attempts === 1 && j.status === 'done') &&
    starts.every((n) => n === 1);

  console.log(
    `last analysis at ${last.toFixed(1)} s (first at ${Math.min(...all.map((u) => u.doneSec ?? 0)).toFixed(1)} s)`,
  );
  console.log(
    `worker peak memory ${peakMb.toFixed(0)} MB with its child processes (${selfPeakMb.toFixed(0)} MB the process itself)`,
  );
  console.log(
    `worker CPU ${cpu.toFixed(1)} s for ${uploads} analyses (${(cpu / uploads).toFixed(1)} s each): ` +
      `at least ${(cpu / os.availableParallelism()).toFixed(1)} s of wall time on ${os.availableParallelism()} idle cores`,
  );
  console.log(
    `load average after: ${loadAfter} (1-minute peak while waiting ${peakLoad.toFixed(2)})`,
  );
  console.log(`uptime: ${(await runProcess('uptime', [])).stdout.trim()}`);
  const verdicts = [
    [`all ${uploads} analysed within ${TARGET_SEC} s: ${last.toFixed(1)} s`, last <= TARGET_SEC],
    [
      `each job ran exactly once (attempts ${jobs.map((j) => j.attempts).join(',')}; starts ${starts.join(',')})`,
      once,
    ],
  ] as const;
  for (const [what, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${what}`);
  if (verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  for (const p of processes) p.child.kill('SIGTERM');
  await Promise.all(processes.map((p) => p.exited));
  if (process.exitCode) console.log(`logs kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
