import { runLimited } from './run-limited';

/**
 * One job's way into the scheduler: its segments wait in its own line and
 * take turns with other jobs' lines for the next free slot.
 */
export interface SegmentLane {
  /**
   * Runs `task` once a slot is this lane's, and frees the slot when it settles.
   * Aborting `signal` while waiting rejects with its reason and gives up the place.
   */
  run<R>(task: () => Promise<R>, signal?: AbortSignal): Promise<R>;
}

export interface SegmentSchedulerStats {
  slots: number;
  /** Slots running a segment now. */
  busy: number;
  /** Segments waiting for a slot, across lanes. */
  waiting: number;
}

export interface SegmentScheduler {
  readonly slots: number;
  /** A new lane, one per job (analysis or re-alignment). */
  lane(): SegmentLane;
  stats(): SegmentSchedulerStats;
}

export interface SegmentSchedulerOptions {
  /** Segments running at once: one per core (RECOGNITION_PROCESSES). */
  slots: number;
  /** Told when a segment's slot is freed: how long it waited and how long it ran (metrics). */
  onSegmentEnd?(waitMs: number, runMs: number): void;
}

interface Waiter {
  start(): void;
  abandon(): void;
}

interface Lane {
  waiting: Waiter[];
}

/**
 * A pool of segment slots shared by every job of the process. A segment
 * (recognize, then align) is about one core's work, so with one slot per
 * core the jobs running at once never oversubscribe the machine, however
 * many there are; and because free slots go to the lanes in turn rather
 * than to the oldest segment, a short speech leased while a long one has
 * twenty segments waiting gets every other slot instead of waiting behind
 * all of them.
 */
export function createSegmentScheduler(options: SegmentSchedulerOptions): SegmentScheduler {
  const slots = Math.max(1, Math.floor(options.slots));
  /** Lanes with a segment waiting, in the order they get the next slot. */
  const turn: Lane[] = [];
  let busy = 0;
  let waiting = 0;

  function dispatch() {
    while (busy < slots) {
      const lane = turn.shift();
      if (!lane) return;
      const next = lane.waiting.shift();
      if (lane.waiting.length > 0) turn.push(lane);
      if (!next) continue;
      waiting--;
      busy++;
      next.start();
    }
  }

  function release() {
    busy--;
    dispatch();
  }

  function createLane(): SegmentLane {
    const lane: Lane = { waiting: [] };
    return {
      run<R>(task: () => Promise<R>, signal?: AbortSignal): Promise<R> {
        if (signal?.aborted) return Promise.reject(signal.reason);
        return new Promise<R>((resolve, reject) => {
          const queuedAt = performance.now();
          const onAbort = () => waiter.abandon();
          const waiter: Waiter = {
            start() {
              signal?.removeEventListener('abort', onAbort);
              const startedAt = performance.now();
              // A task that throws synchronously still frees its slot.
              Promise.resolve()
                .then(task)
                .then(resolve, reject)
                .finally(() => {
                  options.onSegmentEnd?.(startedAt - queuedAt, performance.now() - startedAt);
                  release();
                });
            },
            abandon() {
              const index = lane.waiting.indexOf(waiter);
              if (index < 0) return;
              lane.waiting.splice(index, 1);
              waiting--;
              if (lane.waiting.length === 0) {
                const at = turn.indexOf(lane);
                if (at >= 0) turn.splice(at, 1);
              }
              reject(signal?.reason);
            },
          };
          signal?.addEventListener('abort', onAbort, { once: true });
          lane.waiting.push(waiter);
          waiting++;
          // A lane that had nothing waiting joins the end of the round.
          if (lane.waiting.length === 1) turn.push(lane);
          dispatch();
        });
      },
    };
  }

  return {
    slots,
    lane: createLane,
    stats: () => ({ slots, busy, waiting }),
  };
}

/**
 * runLimited through a lane: every item waits for a slot of the shared pool
 * instead of a per-call limit; on the first failure the others are told to
 * stop (those still waiting leave their place at once).
 */
export function runInLane<T, R>(
  items: readonly T[],
  lane: SegmentLane,
  task: (item: T, index: number, signal: AbortSignal) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  return runLimited(
    items,
    items.length,
    (item, index, itemSignal) => lane.run(() => task(item, index, itemSignal), itemSignal),
    signal,
  );
}
