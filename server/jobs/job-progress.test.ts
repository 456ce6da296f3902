import { describe, expect, it } from 'vitest';
import { createProgressReporter, type JobProgress } from './job-progress';

/** A write that holds until the test lets it finish. */
function slowWrites() {
  const written: JobProgress[] = [];
  const pending: Array<() => void> = [];
  const write = (progress: JobProgress) =>
    new Promise<void>((resolve) => {
      pending.push(() => {
        written.push(progress);
        resolve();
      });
    });
  const finishOne = async () => {
    await new Promise((r) => setTimeout(r, 0));
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { written, write, finishOne };
}

describe('createProgressReporter', () => {
  it('writes one report at a time, the latest winning over those it replaced', async () => {
    const { written, write, finishOne } = slowWrites();
    const reporter = createProgressReporter(write, () => undefined);
    reporter.report({ stage: 'decode' });
    await new Promise((r) => setTimeout(r, 0));
    // While 'decode' is being written, three parts finish.
    reporter.report({ stage: 'recognize', done: 0, total: 3 });
    reporter.report({ stage: 'recognize', done: 1, total: 3 });
    reporter.report({ stage: 'recognize', done: 2, total: 3 });
    await finishOne();
    const flushed = reporter.flush();
    await finishOne();
    await flushed;
    expect(written).toEqual([{ stage: 'decode' }, { stage: 'recognize', done: 2, total: 3 }]);
    reporter.report({ stage: 'measure' });
    await finishOne();
    await reporter.flush();
    expect(written.at(-1)).toEqual({ stage: 'measure' });
  });

  it('does not write the same progress twice', async () => {
    const written: JobProgress[] = [];
    const reporter = createProgressReporter(
      async (p) => void written.push(p),
      () => undefined,
    );
    reporter.report({ stage: 'measure' });
    await reporter.flush();
    reporter.report({ stage: 'measure' });
    await reporter.flush();
    expect(written).toEqual([{ stage: 'measure' }]);
  });

  it('hands a failed write to onError and goes on with the next report', async () => {
    const errors: unknown[] = [];
    const written: JobProgress[] = [];
    let fail = true;
    const reporter = createProgressReporter(
      async (p) => {
        if (fail) {
          fail = false;
          throw new Error('database away');
        }
        written.push(p);
      },
      (e) => errors.push(e),
    );
    expect(() => reporter.report({ stage: 'decode' })).not.toThrow();
    await reporter.flush();
    reporter.report({ stage: 'segment' });
    await reporter.flush();
    expect(errors).toHaveLength(1);
    expect(written).toEqual([{ stage: 'segment' }]);
  });
});
