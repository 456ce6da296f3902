/**
 * npm run bench:queue [-- --jobs 2000 --workers 8 --rounds 3]: our PostgreSQL job queue
 * (server/jobs/job-queue.ts) against pg-boss on the same workload, each in a
 * database of its own on BENCH_DATABASE_URL (default: the local test server).
 *
 * 1. Throughput: `jobs` single enqueues from 10 concurrent producers, then
 *    `workers` concurrent loops of claim + complete until the queue is empty;
 *    any job claimed twice is counted.
 * 2. Crash: a worker process claims a job and is SIGKILLed; how long until
 *    another worker has it again, and whether it ends completed exactly once.
 * 3. Lease: a live worker holds a job past its lease. With the lease renewed
 *    (where the queue can) nobody else may take it; without, another worker
 *    takes it, and the first one's late completion must not count.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { contenders, type Contender } from './bench/queue-contenders';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2000' },
    workers: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    'lease-sec': { type: 'string', default: '5' },
    /** Internal: the child process of the crash case. */
    child: { type: 'string' },
    url: { type: 'string' },
  },
});
const LEASE_MS = Number(args['lease-sec']) * 1000;
const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Name = keyof typeof contenders;

// The crash case's worker: claims one job, says so, and waits to be killed.
if (args.child) {
  const queue = await contenders[args.child as Name](args.url!, LEASE_MS);
  for (;;) {
    const job = await queue.claim('doomed-worker');
    if (job) {
      console.log(`claimed ${job.id}`);
      break;
    }
    await sleep(50);
  }
  await new Promise(() => undefined);
}

async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function throughput(q: Contender) {
  const total = Number(args.jobs);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < total) await q.enqueue(next++);
    }),
  );
  const enqueueSec = (performance.now() - t0) / 1000;

  const seen = new Map<string, number>();
  let completed = 0;
  let refused = 0;
  const t1 = performance.now();
  await Promise.all(
    Array.from({ length: Number(args.workers) }, async (_, w) => {
      for (;;) {
        const job = await q.claim(`worker-${w}`);
        if (!job) break;
        seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
        if (await q.complete(job.id, `worker-${w}`)) completed++;
        else refused++;
      }
    }),
  );
  const drainSec = (performance.now() - t1) / 1000;
  const twice = [...seen.values()].filter((c) => c > 1).length;
  return {
    enqueuePerSec: total / enqueueSec,
    drainPerSec: completed / drainSec,
    overallPerSec: completed / (enqueueSec + drainSec),
    completed,
    refused,
    claimedTwice: twice,
    missing: total - seen.size,
  };
}

async function crash(q: Contender, url: string) {
  const id = await q.enqueue(-1);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'bench-queue.ts'),
      '--child',
      q.name,
      '--url',
      url,
      '--lease-sec',
      String(LEASE_MS / 1000),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes(`claimed ${id}`)) resolve();
    });
    child.once('exit', () => reject(new Error('the crash worker exited before claiming')));
  });
  child.kill('SIGKILL');
  const killedAt = performance.now();
  await new Promise((r) => child.once('exit', r));
  let redoneAfterMs = Number.NaN;
  let completions = 0;
  const until = killedAt + 10 * LEASE_MS + 60_000;
  while (performance.now() < until) {
    const job = await q.claim('survivor');
    if (job?.id === id) {
      redoneAfterMs = performance.now() - killedAt;
      if (await q.complete(job.id, 'survivor')) completions++;
      break;
    }
    if (job) await q.complete(job.id, 'survivor');
    await sleep(100);
  }
  // Anyone else who tries afterwards must find nothing left to do.
  if (await q.claim('late-worker')) completions++;
  return { redoneAfterMs, completions, final: await q.state(id) };
}

async function lease(q: Contender) {
  // Held for twice the lease, renewing every third of it where the queue can.
  const renewed = await q.enqueue(-2);
  const held = await q.claim('slow-a');
  if (held?.id !== renewed) throw new Error('lease case: expected the fresh job');
  let canRenew = true;
  let takenDespiteRenewal = false;
  for (let t = 0; t < 6; t++) {
    await sleep(LEASE_MS / 3);
    if ((await q.renew(renewed, 'slow-a')) === null) canRenew = false;
    const other = await q.claim('other-b');
    if (other) {
      takenDespiteRenewal = other.id === renewed;
      await q.complete(other.id, 'other-b');
    }
  }
  const renewedDone = await q.complete(renewed, 'slow-a');

  // Not renewed: another worker takes it after the lease; the first one's late word must not count.
  const lapsed = await q.enqueue(-3);
  await q.claim('stalled-a');
  const start = performance.now();
  let takenAfterMs = Number.NaN;
  while (performance.now() - start < 10 * LEASE_MS + 60_000) {
    const job = await q.claim('other-b');
    if (job?.id === lapsed) {
      takenAfterMs = performance.now() - start;
      break;
    }
    await sleep(100);
  }
  const lateCounted = await q.complete(lapsed, 'stalled-a');
  const ownerCounted = await q.complete(lapsed, 'other-b');
  return {
    canRenew,
    takenDespiteRenewal,
    renewedDone,
    takenAfterMs,
    lateCounted,
    ownerCounted,
    final: await q.state(lapsed),
  };
}

console.log(
  `bench:queue on ${os.cpus().length} cores: ${args.jobs} jobs, ${args.workers} workers, ` +
    `lease ${LEASE_MS / 1000} s, pool of 10 connections each; load average ${load()}`,
);
const ms = (v: number) => (Number.isNaN(v) ? 'never' : `${(v / 1000).toFixed(1)} s`);
const names = Object.keys(contenders) as Name[];
const queues = new Map<Name, { q: Contender; url: string }>();
for (const name of names) {
  const url = await freshDatabase(`podium_bench_queue_${name.replace('-', '_')}`);
  queues.set(name, { q: await contenders[name](url, LEASE_MS), url });
}
try {
  // Rounds alternate between the queues, so that a busy moment of the shared machine
  // does not fall on one of them only; the median round is what counts.
  const rounds = new Map<Name, Array<Awaited<ReturnType<typeof throughput>>>>();
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const t = await throughput(queues.get(name)!.q);
      rounds.set(name, [...(rounds.get(name) ?? []), t]);
      console.log(
        `${name.padEnd(8)} round ${round + 1}: enqueue ${t.enqueuePerSec.toFixed(0)} jobs/s, ` +
          `claim+complete ${t.drainPerSec.toFixed(0)} jobs/s, overall ${t.overallPerSec.toFixed(0)} jobs/s; ` +
          `completed ${t.completed}, refused ${t.refused}, claimed twice ${t.claimedTwice}, ` +
          `never claimed ${t.missing}  (load ${load()})`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const name of names) {
    const all = rounds.get(name)!;
    console.log(
      `${name.padEnd(8)} median of ${all.length}: enqueue ${median(all.map((t) => t.enqueuePerSec)).toFixed(0)} jobs/s, ` +
        `claim+complete ${median(all.map((t) => t.drainPerSec)).toFixed(0)} jobs/s, ` +
        `overall ${median(all.map((t) => t.overallPerSec)).toFixed(0)} jobs/s; ` +
        `claimed twice ${all.reduce((n, t) => n + t.claimedTwice, 0)} in all`,
    );
  }
  for (const name of names) {
    const { q, url } = queues.get(name)!;
    const c = await crash(q, url);
    console.log(
      `${name.padEnd(8)} crash: worker SIGKILLed mid-job, job redone after ${ms(c.redoneAfterMs)}, ` +
        `completions ${c.completions}, final state ${c.final.state} after ${c.final.attempts} attempts`,
    );
    const l = await lease(q);
    console.log(
      `${name.padEnd(8)} lease: renewal ${l.canRenew ? 'available' : 'not available'}; ` +
        `held 2 x lease ${l.canRenew ? 'with renewals' : 'without renewal'}: ` +
        `${l.takenDespiteRenewal ? 'taken by another worker' : 'kept'}, its completion ${l.renewedDone ? 'counted' : 'refused'}; ` +
        `stalled past the lease: taken over after ${ms(l.takenAfterMs)}, stalled worker's late completion ` +
        `${l.lateCounted ? 'COUNTED' : 'refused'}, new owner's ${l.ownerCounted ? 'counted' : 'REFUSED'}, final ${l.final.state}`,
    );
  }
} finally {
  for (const { q } of queues.values()) await q.close();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  for (const name of names) {
    await client.query(
      `drop database if exists podium_bench_queue_${name.replace('-', '_')} with (force)`,
    );
  }
  await client.end();
}
console.log(`load average after: ${load()}`);
process.exit(0);
