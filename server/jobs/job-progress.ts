/** Where a running job is: a stage named by its handler, with counts when it has parts. */
export interface JobProgress {
  stage: string;
  done?: number;
  total?: number;
}

/** Handed to a job's handler (JobContext.progress) to say which stage it is in. */
export interface ProgressReporter {
  /** Never throws and never waits: a lost progress write must not fail the job. */
  report(progress: JobProgress): void;
  /** Resolves once the last reported progress is written (or its write failed). */
  flush(): Promise<void>;
}

const same = (a: JobProgress | undefined, b: JobProgress) =>
  a !== undefined && a.stage === b.stage && a.done === b.done && a.total === b.total;

/**
 * Writes progress one write at a time, the latest report winning: a stage with
 * hundreds of parts finishing at once costs a few writes, not hundreds, and a
 * slow database never holds the handler up.
 */
export function createProgressReporter(
  write: (progress: JobProgress) => Promise<void>,
  onError: (error: unknown) => void,
): ProgressReporter {
  let written: JobProgress | undefined;
  let waiting: JobProgress | undefined;
  let running: Promise<void> | undefined;

  async function drain(): Promise<void> {
    // Yield first, so `running` is set before the loop can end and clear it.
    await Promise.resolve();
    while (waiting) {
      const next = waiting;
      waiting = undefined;
      if (same(written, next)) continue;
      try {
        await write(next);
        written = next;
      } catch (error) {
        onError(error);
      }
    }
    running = undefined;
  }

  return {
    report(progress) {
      waiting = { ...progress };
      running ??= drain();
    },
    async flush() {
      await running;
    },
  };
}
