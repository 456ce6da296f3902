import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from '../db/schema';
import type { JobQueue } from './job-queue';
import { createProgressReporter, type ProgressReporter } from './job-progress';
import { parseJobPayload, type JobPayload, type JobType } from './job-types';

export interface JobContext {
  job: JobRow;
  /** Aborted on shutdown, and when another worker has taken the job over. */
  signal: AbortSignal;
  /** Says which stage the job is in; the status route shows it to the speaker. */
  progress: ProgressReporter;
}

/** A job type's work. Throw a PermanentJobError for failures a retry cannot fix. */
export interface JobHandler<T extends JobType = JobType> {
  type: T;
  perform(payload: JobPayload<T>, ctx: JobContext): Promise<void>;
  /** Called once when the job has failed for good (no more retries). */
  onFailed?(payload: JobPayload<T> | null, ctx: JobContext, error: Error): Promise<void>;
}

/** A handler of any one type (a list of handlers mixes them). */
export type AnyJobHandler = { [T in JobType]: JobHandler<T> }[JobType];

/** The lease ran out and another worker claimed the job: this one must stop. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`Lost the lease on job ${jobId}`);
    this.name = 'LeaseLostError';
  }
}

export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly details?: string,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface WorkerOptions {
  queue: JobQueue;
  handlers: AnyJobHandler[];
  log: FastifyBaseLogger;
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  /** Called when an attempt ends, with how it ended and its wall time (metrics). */
  onJobEnd?(job: JobRow, outcome: JobOutcome, ms: number): void;
}

export type JobOutcome = 'done' | 'retry' | 'failed' | 'handed-back' | 'lease-lost';

export interface Worker {
  id: string;
  start(): void;
  /**
   * Stops claiming; lets running jobs finish for up to `graceMs`, then aborts
   * the rest and hands them back to the queue for another worker.
   */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when no job is running (tests). */
  idle(): Promise<void>;
}

export function createWorker(options: WorkerOptions): Worker {
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>(
    options.handlers.map((h) => [h.type, h as unknown as JobHandler]),
  );
  const types = [...handlers.keys()];
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let currentPoll: Promise<void> | undefined;

  const log = options.log.child({ worker: id });

  async function run(job: JobRow, controller: AbortController) {
    const started = performance.now();
    const ended = (outcome: JobOutcome) =>
      options.onJobEnd?.(job, outcome, performance.now() - started);
    const handler = handlers.get(job.type);
    const progress = createProgressReporter(
      (stage) => options.queue.reportProgress(job.id, id, stage),
      (err) => log.warn({ err, jobId: job.id }, 'progress report failed'),
    );
    const ctx: JobContext = { job, signal: controller.signal, progress };
    const heartbeat = setInterval(
      () => {
        options.queue
          .heartbeat(job.id, id)
          .then((ours) => {
            if (!ours && !controller.signal.aborted) controller.abort(new LeaseLostError(job.id));
          })
          .catch((err) => log.warn({ err, jobId: job.id }, 'heartbeat failed'));
      },
      Math.max(1_000, Math.floor(options.leaseMs / 3)),
    );
    let payload: JobPayload<JobType> | null = null;
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      payload = parseJobPayload(handler.type, job.payload);
      if (!payload) throw new PermanentJobError(`Malformed payload for job type ${job.type}`);
      if (job.attempts > job.maxAttempts) {
        // Claimed again after its lease ran out too many times: the process
        // working on it keeps dying, so stop trying.
        throw new PermanentJobError(`Gave up after ${job.maxAttempts} attempts`);
      }
      log.info({ jobId: job.id, type: job.type, attempt: job.attempts }, 'job started');
      await handler.perform(payload, ctx);
      if (controller.signal.reason instanceof LeaseLostError) throw controller.signal.reason;
      // A progress write landing after completion would be ignored; wait for it anyway so
      // the row's last stage is the handler's last word.
      await progress.flush();
      if (!(await options.queue.complete(job.id, id))) {
        // The lease ran out between the last heartbeat and now: the new owner records the outcome.
        log.warn({ jobId: job.id, type: job.type }, 'job finished after its lease was taken over');
        ended('lease-lost');
        return;
      }
      ended('done');
      log.info({ jobId: job.id, type: job.type }, 'job done');
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      if (controller.signal.reason instanceof LeaseLostError) {
        // Another worker owns the job now; its outcome is theirs to record.
        log.warn({ jobId: job.id, type: job.type }, 'job abandoned: lease taken over');
        ended('lease-lost');
        return;
      }
      if (controller.signal.aborted && stopped) {
        await options.queue.release(job.id, id).catch(() => undefined);
        ended('handed-back');
        log.info({ jobId: job.id }, 'job handed back on shutdown');
        return;
      }
      const permanent = error instanceof PermanentJobError;
      const outcome = await options.queue.fail(job, id, {
        message: error.message,
        details: error instanceof PermanentJobError ? error.details : undefined,
        permanent,
      });
      ended(outcome);
      log.warn({ jobId: job.id, type: job.type, err: error, outcome }, 'job failed');
      if (outcome === 'failed' && handler?.onFailed) {
        await handler
          .onFailed(payload, ctx, error)
          .catch((e) => log.error({ err: e }, 'onFailed threw'));
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function poll() {
    if (stopped || polling) return;
    polling = true;
    try {
      while (!stopped && running.size < options.concurrency) {
        const job = await options.queue.claim(id, types);
        if (!job) break;
        if (stopped) {
          // Claimed while stop() ran: nobody would run it, so give it straight back.
          await options.queue.release(job.id, id);
          break;
        }
        const controller = new AbortController();
        const done = run(job, controller).finally(() => {
          running.delete(job.id);
          schedule(0);
        });
        running.set(job.id, { controller, done });
      }
    } catch (err) {
      log.error({ err }, 'claiming a job failed');
    } finally {
      polling = false;
      schedule(options.pollMs);
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      currentPoll = poll();
    }, ms);
  }

  const wake = () => schedule(0);

  return {
    id,
    start() {
      if (!stopped) return;
      stopped = false;
      options.queue.events.on('enqueued', wake);
      schedule(0);
    },
    async stop(graceMs = 0) {
      stopped = true;
      clearTimeout(timer);
      options.queue.events.off('enqueued', wake);
      // A claim in progress ends first (a job it wins is handed straight back).
      await currentPoll;
      if (graceMs > 0 && running.size > 0) {
        log.info({ jobs: running.size, graceMs }, 'waiting for running jobs');
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...running.values()].map((r) => r.done)),
          new Promise((resolve) => (grace = setTimeout(resolve, graceMs))),
        ]);
        clearTimeout(grace);
      }
      for (const { controller } of running.values()) controller.abort();
      await Promise.allSettled([...running.values()].map((r) => r.done));
    },
    async idle() {
      while (running.size > 0 || polling) {
        await Promise.allSettled([...running.values()].map((r) => r.done));
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
