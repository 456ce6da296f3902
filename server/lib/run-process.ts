import { spawn } from 'node:child_process';
import { diesWithParent, wrapperCouldNotExec } from './parent-death';

export interface RunProcessOptions {
  signal?: AbortSignal;
  /** Kill the process after this long; no limit when unset. */
  timeoutMs?: number;
  /** Stop collecting stdout beyond this many bytes (the process keeps running). */
  maxStdoutBytes?: number;
}

export interface ProcessResult {
  stdout: string;
  /** The last few kilobytes only: enough for an error message. */
  stderrTail: string;
}

export type ProcessFailureKind = 'missing' | 'failed' | 'timeout' | 'aborted';

export class ProcessFailure extends Error {
  constructor(
    readonly kind: ProcessFailureKind,
    message: string,
    readonly stderrTail = '',
    readonly exitCode: number | null = null,
  ) {
    super(message);
    this.name = 'ProcessFailure';
  }
}

const STDERR_TAIL_BYTES = 4096;

/**
 * Runs a binary without a shell and resolves with its output when it exits
 * with 0. Every process Podium starts goes through here, and dies with it
 * (parent-death.ts), even when Podium itself is killed with SIGKILL.
 */
export function runProcess(
  bin: string,
  args: readonly string[],
  options: RunProcessOptions = {},
): Promise<ProcessResult> {
  const { signal, timeoutMs, maxStdoutBytes = 64 * 1024 * 1024 } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ProcessFailure('aborted', `${bin} was not started: aborted`));
      return;
    }
    const command = diesWithParent(bin, args);
    const child = spawn(command.bin, command.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrTail = '';
    let stopReason: 'timeout' | 'aborted' | undefined;
    let settled = false;

    const stop = (reason: 'timeout' | 'aborted') => {
      if (stopReason || settled) return;
      stopReason = reason;
      // The recognizers hold no state worth flushing: end them at once.
      child.kill('SIGKILL');
    };
    const onAbort = () => stop('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => stop('timeout'), timeoutMs);

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    child.stdout.on('data', (data: Buffer) => {
      if (stdoutBytes >= maxStdoutBytes) return;
      stdout.push(data);
      stdoutBytes += data.length;
    });
    child.stderr.on('data', (data: Buffer) => {
      stderrTail = (stderrTail + data.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });

    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(() => {
        const missing = error.code === 'ENOENT' || error.code === 'EACCES';
        reject(
          new ProcessFailure(
            missing ? 'missing' : 'failed',
            missing ? `${bin} could not be run (${error.code})` : `${bin}: ${error.message}`,
          ),
        );
      });
    });

    child.on('close', (code, killSignal) => {
      finish(() => {
        if (stopReason === 'timeout') {
          reject(
            new ProcessFailure('timeout', `${bin} timed out after ${timeoutMs} ms`, stderrTail),
          );
        } else if (stopReason === 'aborted') {
          reject(new ProcessFailure('aborted', `${bin} was aborted`, stderrTail));
        } else if (command.wrapped && wrapperCouldNotExec(code, stderrTail)) {
          reject(new ProcessFailure('missing', `${bin} could not be run`, stderrTail, code));
        } else if (code !== 0) {
          const how = killSignal ? `was killed by ${killSignal}` : `exited with code ${code}`;
          reject(new ProcessFailure('failed', `${bin} ${how}`, stderrTail, code));
        } else {
          resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderrTail });
        }
      });
    });
  });
}
