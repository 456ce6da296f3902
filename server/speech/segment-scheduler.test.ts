import { describe, expect, it } from 'vitest';
import { createSegmentScheduler, runInLane } from './segment-scheduler';

/** A task that runs until `finish` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      log.push(name);
      return done;
    },
    finish,
    fail,
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('segment scheduler', () => {
  it('never runs more segments than it has slots, across lanes', async () => {
    const scheduler = createSegmentScheduler({ slots: 2 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    };
    const lanes = [scheduler.lane(), scheduler.lane(), scheduler.lane()];
    await Promise.all(lanes.flatMap((lane) => Array.from({ length: 5 }, () => lane.run(task))));
    expect(peak).toBe(2);
    expect(scheduler.stats()).toEqual({ slots: 2, busy: 0, waiting: 0 });
  });

  it('gives a short speech every other slot instead of queueing it behind a long one', async () => {
    const scheduler = createSegmentScheduler({ slots: 1 });
    const log: string[] = [];
    const long = scheduler.lane();
    const short = scheduler.lane();
    const longGates = Array.from({ length: 6 }, (_, i) => gate(log, `long${i}`));
    const longRuns = longGates.map((g) => long.run(g.task));
    await tick();
    // The short speech arrives while the long one has five segments waiting.
    const shortGates = Array.from({ length: 2 }, (_, i) => gate(log, `short${i}`));
    const shortRuns = shortGates.map((g) => short.run(g.task));
    for (const g of [...longGates, ...shortGates]) g.finish();
    await Promise.all([...longRuns, ...shortRuns]);
    expect(log).toEqual(['long0', 'long1', 'short0', 'long2', 'short1', 'long3', 'long4', 'long5']);
  });

  it('takes lanes in turn, one segment each', async () => {
    const scheduler = createSegmentScheduler({ slots: 1 });
    const log: string[] = [];
    const blocker = gate(log, 'first');
    const first = scheduler.lane().run(blocker.task);
    const runs = ['a', 'b', 'c'].flatMap((name) => {
      const lane = scheduler.lane();
      return [1, 2].map((n) => lane.run(async () => void log.push(`${name}${n}`)));
    });
    blocker.finish();
    await Promise.all([first, ...runs]);
    expect(log).toEqual(['first', 'a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
  });

  it('frees the slot of a segment that fails, and passes the error on', async () => {
    const scheduler = createSegmentScheduler({ slots: 1 });
    const lane = scheduler.lane();
    await expect(
      lane.run(() => {
        throw new Error('recognizer failed');
      }),
    ).rejects.toThrow('recognizer failed');
    await expect(lane.run(async () => 'next')).resolves.toBe('next');
    expect(scheduler.stats().busy).toBe(0);
  });

  it('lets an aborted job leave the line at once, and the others take its places', async () => {
    const scheduler = createSegmentScheduler({ slots: 1 });
    const log: string[] = [];
    const blocker = gate(log, 'running');
    const running = scheduler.lane().run(blocker.task);
    const controller = new AbortController();
    const aborted = scheduler.lane();
    const abortedRuns = [1, 2, 3].map((n) =>
      aborted.run(async () => void log.push(`aborted${n}`), controller.signal),
    );
    const other = scheduler.lane().run(async () => void log.push('other'));
    expect(scheduler.stats()).toEqual({ slots: 1, busy: 1, waiting: 4 });

    controller.abort(new Error('lease lost'));
    for (const run of abortedRuns) await expect(run).rejects.toThrow('lease lost');
    expect(scheduler.stats()).toEqual({ slots: 1, busy: 1, waiting: 1 });
    blocker.finish();
    await Promise.all([running, other]);
    expect(log).toEqual(['running', 'other']);
    expect(scheduler.stats()).toEqual({ slots: 1, busy: 0, waiting: 0 });
  });

  it('refuses a segment whose job is already aborted', async () => {
    const scheduler = createSegmentScheduler({ slots: 1 });
    const signal = AbortSignal.abort(new Error('stopped'));
    await expect(scheduler.lane().run(async () => 1, signal)).rejects.toThrow('stopped');
    expect(scheduler.stats()).toEqual({ slots: 1, busy: 0, waiting: 0 });
  });

  it('reports each segment as its slot is freed', async () => {
    const ends: number[] = [];
    const scheduler = createSegmentScheduler({
      slots: 1,
      onSegmentEnd: (waitMs, runMs) => ends.push(waitMs + runMs),
    });
    const lane = scheduler.lane();
    await Promise.all([lane.run(async () => 1), lane.run(async () => 2)]);
    expect(ends).toHaveLength(2);
  });
});

describe('runInLane', () => {
  it('keeps the order of the items, whatever order they finish in', async () => {
    const lane = createSegmentScheduler({ slots: 3 }).lane();
    const out = await runInLane([30, 10, 20], lane, async (ms) => {
      await new Promise((r) => setTimeout(r, ms));
      return ms;
    });
    expect(out).toEqual([30, 10, 20]);
  });

  it('on the first failure, stops the segments still waiting and frees every slot', async () => {
    const scheduler = createSegmentScheduler({ slots: 1 });
    const started: number[] = [];
    await expect(
      runInLane([1, 2, 3, 4], scheduler.lane(), async (n) => {
        started.push(n);
        if (n === 1) throw new Error('segment 1 failed');
        return n;
      }),
    ).rejects.toThrow('segment 1 failed');
    expect(started).toEqual([1]);
    expect(scheduler.stats()).toEqual({ slots: 1, busy: 0, waiting: 0 });
  });
});
