import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isProcessAlive } from './process-alive';
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

describe('a process started by runProcess, when Podium is killed with SIGKILL', () => {
  it('dies too, instead of running on without a parent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-orphan-'));
    const pidFile = path.join(dir, 'child.pid');
    const script = path.join(dir, 'podium.mts');
    // A stand-in for the server: starts a long child through runProcess, then waits.
    fs.writeFileSync(
      script,
      `import { runProcess } from ${JSON.stringify(fileURLToPath(new URL('./run-process.ts', import.meta.url)))};
runProcess('sh', ['-c', 'echo $$ > "$0"; exec sleep 60', ${JSON.stringify(pidFile)}]).catch(() => {});
setInterval(() => {}, 1000);
`,
    );
    const podium = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
    try {
      const childPid = await until(() => {
        const text = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').trim() : '';
        return text ? Number(text) : undefined;
      }, 20_000);
      expect(isProcessAlive(childPid)).toBe(true);

      podium.kill('SIGKILL');
      const gone = await until(() => (isProcessAlive(childPid) ? undefined : true), 5_000).catch(
        () => false,
      );
      if (!gone) process.kill(childPid, 'SIGKILL');
      expect(gone, 'the child outlived its parent').toBe(true);
    } finally {
      podium.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function until<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
