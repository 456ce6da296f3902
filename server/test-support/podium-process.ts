import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PodiumProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> (a worker's only with WORKER_PORT, which this sets). */
  base: string;
  logFile: string;
  /** Resolves with the exit code (null when killed by a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until /api/ready answers 200. */
  ready(timeoutMs?: number): Promise<void>;
}

/** Polls `probe` until it returns a value (not undefined) or the time is up. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * A real `podium serve` or `podium worker` process (node + tsx, as `npm run
 * serve` starts it) on a free port, logging to `<logDir>/<name>.log`.
 */
export async function startPodium(
  mode: 'serve' | 'worker',
  name: string,
  logDir: string,
  env: Record<string, string>,
): Promise<PodiumProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', mode], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...(mode === 'serve' ? { PORT: String(port) } : { WORKER_PORT: String(port) }),
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    base,
    logFile,
    exited,
    async ready(timeoutMs = 60_000) {
      const tail = () => fs.readFileSync(logFile, 'utf8').slice(-3000);
      const until = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`${name} exited before it was ready:\n${tail()}`);
        }
        const ok = await fetch(`${base}/api/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > until) throw new Error(`${name} was not ready in time:\n${tail()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}
