/**
 * The two PostgreSQL queues that bench:queue compares, behind the few calls
 * the worker makes: enqueue, claim, renew the lease, complete. Each is used
 * as its maintainers document, with the same lease and connection pool size.
 */
import PgBoss from 'pg-boss';
import { openDatabase } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { createJobQueue } from '@server/jobs/job-queue';

export interface Claimed {
  id: string;
  n: number;
}

export interface Contender {
  name: 'ours' | 'pg-boss';
  enqueue(n: number): Promise<string>;
  claim(workerId: string): Promise<Claimed | undefined>;
  /** Extends the lease; null when the queue has no such call. */
  renew(id: string, workerId: string): Promise<boolean | null>;
  /** True when the queue recorded this worker's completion. */
  complete(id: string, workerId: string): Promise<boolean>;
  /** The job's state as the queue reports it, and how many attempts it counted. */
  state(id: string): Promise<{ state: string; attempts: number }>;
  close(): Promise<void>;
}

const TYPE = 'bench-job';
const POOL = 10;

export async function openOurs(url: string, leaseMs: number): Promise<Contender> {
  const handle = openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  await migrateToLatest(handle);
  const queue = createJobQueue<Record<string, { n: number }>>(handle.db, handle.dialect, {
    leaseMs,
  });
  return {
    name: 'ours',
    enqueue: async (n) => (await queue.enqueue(TYPE, { n })).id,
    async claim(workerId) {
      const job = await queue.claim(workerId, [TYPE]);
      return job && { id: job.id, n: (JSON.parse(job.payload) as { n: number }).n };
    },
    renew: (id, workerId) => queue.heartbeat(id, workerId),
    complete: (id, workerId) => queue.complete(id, workerId),
    async state(id) {
      const row = await queue.findById(id);
      return { state: row?.status ?? 'missing', attempts: row?.attempts ?? 0 };
    },
    close: () => handle.destroy(),
  };
}

export async function openPgBoss(url: string, leaseMs: number): Promise<Contender> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss_bench',
    max: POOL,
    // Expired jobs are retried by maintenance: as often as pg-boss allows, to be fair to it.
    maintenanceIntervalSeconds: 1,
    supervise: true,
    schedule: false,
  });
  boss.on('error', (err: Error) => console.error('pg-boss:', err.message));
  await boss.start();
  await boss.createQueue(TYPE, {
    name: TYPE,
    expireInSeconds: Math.max(1, Math.round(leaseMs / 1000)),
    retryLimit: 3,
    retryDelay: 0,
  });
  return {
    name: 'pg-boss',
    enqueue: async (n) => (await boss.send(TYPE, { n }))!,
    async claim() {
      const [job] = await boss.fetch<{ n: number }>(TYPE, { batchSize: 1 });
      return job && { id: job.id, n: job.data.n };
    },
    // pg-boss 10 has no call that extends an active job's expiry.
    renew: async () => null,
    async complete(id) {
      const result = (await boss.complete(TYPE, id)) as unknown as { affected: number };
      return result.affected === 1;
    },
    async state(id) {
      const job = await boss.getJobById(TYPE, id, { includeArchive: true });
      return { state: job?.state ?? 'missing', attempts: (job?.retryCount ?? 0) + 1 };
    },
    close: () => boss.stop({ graceful: false, wait: true }),
  };
}

export const contenders = { ours: openOurs, 'pg-boss': openPgBoss } as const;
