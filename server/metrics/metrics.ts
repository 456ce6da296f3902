import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobOutcome } from '../jobs/worker';
import type { SegmentSchedulerStats } from '../speech/segment-scheduler';

/** What the server, the worker and the pipeline report; a no-op unless metrics are on. */
export interface Metrics {
  /** Null when metrics are off (METRICS_TOKEN unset). */
  registry: Registry | null;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  observeJob(type: string, outcome: JobOutcome, seconds: number): void;
  /** One recording through the recognizer: its length and the wall time recognition took. */
  observeRecognition(audioSec: number, recognizeSec: number): void;
  /** One segment through the shared pool: how long it waited for a slot and how long it ran. */
  observeSegment(waitSec: number, runSec: number): void;
}

export interface MetricsOptions {
  enabled: boolean;
  /** Jobs by type and status (queued, running), read at each scrape. */
  queueDepth(): Promise<Array<{ type: string; status: string; count: number }>>;
  /** This process's segment pool (segment-scheduler.ts), read at each scrape. */
  segmentPool?(): SegmentSchedulerStats;
}

const noop: Metrics = {
  registry: null,
  observeRequest() {},
  observeJob() {},
  observeRecognition() {},
  observeSegment() {},
};

/**
 * Prometheus metrics in a registry of our own (tests build many apps in one
 * process; the global registry would refuse the second).
 */
export function createMetrics(options: MetricsOptions): Metrics {
  if (!options.enabled) return noop;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'podium_' });

  const requests = new Histogram({
    name: 'podium_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'podium_job_duration_seconds',
    help: 'Wall time of one job attempt by type and outcome',
    labelNames: ['type', 'outcome'],
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [registry],
  });
  const rtf = new Histogram({
    name: 'podium_recognition_realtime_factor',
    help: 'Recognition wall time divided by audio length, per recording (below 1 is faster than real time)',
    buckets: [0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 4],
    registers: [registry],
  });
  const audio = new Counter({
    name: 'podium_recognized_audio_seconds_total',
    help: 'Audio recognized, in seconds (divide podium_recognition_seconds_total by it for the overall factor)',
    registers: [registry],
  });
  const recognizing = new Counter({
    name: 'podium_recognition_seconds_total',
    help: 'Wall time spent recognizing, in seconds',
    registers: [registry],
  });
  const segments = new Counter({
    name: 'podium_recognition_segments_total',
    help: "Work through this process's shared pool: segments recognized and aligned, recordings decoded",
    registers: [registry],
  });
  const segmentWait = new Histogram({
    name: 'podium_recognition_segment_wait_seconds',
    help: 'How long a segment (or a decode) waited for a free slot of the pool',
    buckets: [0.01, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const pool = options.segmentPool;
  if (pool) {
    new Gauge({
      name: 'podium_recognition_slots',
      help: "Slots of this process's segment pool (one per core), busy or free",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { slots, busy } = pool();
        this.set({ state: 'busy' }, busy);
        this.set({ state: 'free' }, slots - busy);
      },
    });
    new Gauge({
      name: 'podium_recognition_segments_waiting',
      help: 'Segments of the running jobs waiting for a slot',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }
  new Gauge({
    name: 'podium_jobs',
    help: 'Jobs waiting (queued) or in progress (running) by type, across all workers',
    labelNames: ['type', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await options.queueDepth()) {
        this.set({ type: row.type, status: row.status }, row.count);
      }
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status_code: String(status) }, seconds);
    },
    observeJob(type, outcome, seconds) {
      jobs.observe({ type, outcome }, seconds);
    },
    observeRecognition(audioSec, recognizeSec) {
      if (audioSec <= 0) return;
      rtf.observe(recognizeSec / audioSec);
      audio.inc(audioSec);
      recognizing.inc(recognizeSec);
    },
    observeSegment(waitSec) {
      segments.inc();
      segmentWait.observe(waitSec);
    },
  };
}
