import { describe, expect, it } from 'vitest';
import { ProcessFailure, runProcess } from './run-process';

const node = process.execPath;

async function failure(promise: Promise<unknown>): Promise<ProcessFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ProcessFailure))
    throw new Error(`expected a ProcessFailure, got ${String(error)}`);
  return error;
}

describe('runProcess', () => {
  it('returns stdout of a successful run', async () => {
    const { stdout } = await runProcess(node, ['-e', 'process.stdout.write("hi there")']);
    expect(stdout).toBe('hi there');
  });

  it('reports a missing binary as missing', async () => {
    expect((await failure(runProcess('/no/such/binary-podium', []))).kind).toBe('missing');
  });

  it('reports a non-zero exit with the end of stderr', async () => {
    const error = await failure(
      runProcess(node, ['-e', 'console.error("bad input"); process.exit(3)']),
    );
    expect(error.kind).toBe('failed');
    expect(error.exitCode).toBe(3);
    expect(error.stderrTail).toContain('bad input');
  });

  it('kills a process that runs past its timeout', async () => {
    const started = Date.now();
    const error = await failure(
      runProcess(node, ['-e', 'setTimeout(() => {}, 10000)'], { timeoutMs: 200 }),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('kills a process when the signal aborts, and does not start one after', async () => {
    const controller = new AbortController();
    const running = runProcess(node, ['-e', 'setTimeout(() => {}, 10000)'], {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    expect((await failure(running)).kind).toBe('aborted');
    expect((await failure(runProcess(node, ['-e', ''], { signal: controller.signal }))).kind).toBe(
      'aborted',
    );
  });
});
