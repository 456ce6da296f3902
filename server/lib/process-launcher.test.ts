import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isProcessAlive } from './process-alive';
import { ProcessFailure, runProcess } from './run-process';

/** The parent of a program runProcess starts: the launcher, if it started it. */
async function launcherPid(): Promise<number> {
  const { stdout } = await runProcess('sh', ['-c', 'echo $PPID']);
  return Number(stdout.trim());
}

describe('the process launcher', () => {
  afterEach(() => {
    delete process.env.PODIUM_LAUNCHER_TEST;
  });

  it('starts programs from a process of its own, not as forks of this one', async () => {
    const first = await launcherPid();
    expect(first).not.toBe(process.pid);
    expect(isProcessAlive(first)).toBe(true);
    // Kept for the next program.
    expect(await launcherPid()).toBe(first);
  });

  it('gives each program the environment as it is when the program starts', async () => {
    process.env.PODIUM_LAUNCHER_TEST = 'seen';
    const { stdout } = await runProcess('sh', ['-c', 'echo "$PODIUM_LAUNCHER_TEST"']);
    expect(stdout.trim()).toBe('seen');
  });

  it('fails a program it ran when it dies, and a new launcher runs the next one', async () => {
    const old = await launcherPid();
    expect(old).not.toBe(process.pid);
    const running = runProcess('sleep', ['60']).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 200));
    process.kill(old, 'SIGKILL');
    const error = await running;
    expect(error).toBeInstanceOf(ProcessFailure);
    expect((error as ProcessFailure).kind).toBe('failed');
    const next = await launcherPid();
    expect(next).not.toBe(old);
    expect(next).not.toBe(process.pid);
  });

  it('does not keep the process alive once its programs have ended', async () => {
    const { output, errors, code } = await runScript(`
const { stdout } = await runProcess('sh', ['-c', 'echo done']);
process.stdout.write(stdout);
`);
    expect(output.trim(), errors).toBe('done');
    expect(code, 'the script was still running after 20 s').toBe(0);
  });

  it('runs programs in this process when the launcher cannot start', async () => {
    // A node that fails before running anything: the launcher exits without saying it is ready.
    // Its stderr holds the launcher's own failure to start.
    const { output, errors, code } = await runScript(`
process.env.NODE_OPTIONS = '--require /nonexistent/podium-launcher-test.cjs';
const first = await runProcess('sh', ['-c', 'echo $PPID']);
const second = await runProcess('sh', ['-c', 'echo $PPID']);
process.stdout.write(JSON.stringify({ self: process.pid, first: first.stdout.trim(), second: second.stdout.trim() }));
`);
    expect(code, errors).toBe(0);
    const { self, first, second } = JSON.parse(output) as Record<string, string | number>;
    // Started here (setpriv execs the program), so its parent is this process.
    expect(Number(first)).toBe(self);
    expect(Number(second)).toBe(self);
  });
});

/** Runs a module that has `runProcess` in scope in a node of its own: its output and exit code. */
async function runScript(
  body: string,
): Promise<{ output: string; errors: string; code: number | null }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-launcher-'));
  const script = path.join(dir, 'podium.mts');
  const runProcessPath = fileURLToPath(new URL('./run-process.ts', import.meta.url));
  fs.writeFileSync(
    script,
    `import { runProcess } from ${JSON.stringify(runProcessPath)};\n${body}`,
  );
  try {
    const podium = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    podium.stdout.on('data', (d: Buffer) => (output += d.toString()));
    podium.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        podium.kill('SIGKILL');
        resolve(-1);
      }, 20_000);
      podium.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    return { output, errors, code };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
