import { diesWithParent, wrapperCouldNotExec } from './parent-death';
import { launchProcess } from './process-launcher';

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

/**
 * Runs a binary without a shell and resolves with its output when it exits
 * with 0. Every process Podium starts goes through here, and dies with it
 * (parent-death.ts), even when Podium itself is killed with SIGKILL. The
 * process launcher starts it (process-launcher.ts): not a fork of Podium.
 */
export function runProcess(
  bin: string,
  args: readonly string[],
  options: RunProcessOptions = {},
): Promise<ProcessResult> {
  const { signal, timeoutMs, maxStdoutBytes = 64 * 1024 * 1024 } = options;
  if (signal?.aborted) {
    return Promise.reject(new ProcessFailure('aborted', `${bin} was not started: aborted`));
  }
  const command = diesWithParent(bin, args);
  const child = launchProcess(command.bin, command.args, { maxStdoutBytes });
  let stopReason: 'timeout' | 'aborted' | undefined;
  const stop = (reason: 'timeout' | 'aborted') => {
    if (stopReason) return;
    stopReason = reason;
    child.kill();
  };
  const onAbort = () => stop('aborted');
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => stop('timeout'), timeoutMs);

  return child.exited.then((exit) => {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    if ('startError' in exit) {
      const { code, message } = exit.startError;
      const missing = code === 'ENOENT' || code === 'EACCES';
      throw new ProcessFailure(
        missing ? 'missing' : 'failed',
        missing ? `${bin} could not be run (${code})` : `${bin}: ${message}`,
      );
    }
    const { stdout, stderrTail } = exit;
    if (stopReason === 'timeout') {
      throw new ProcessFailure('timeout', `${bin} timed out after ${timeoutMs} ms`, stderrTail);
    }
    if (stopReason === 'aborted') {
      throw new ProcessFailure('aborted', `${bin} was aborted`, stderrTail);
    }
    if (command.wrapped && wrapperCouldNotExec(exit.code, stderrTail)) {
      throw new ProcessFailure('missing', `${bin} could not be run`, stderrTail, exit.code);
    }
    if (exit.code !== 0) {
      const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
      throw new ProcessFailure('failed', `${bin} ${how}`, stderrTail, exit.code);
    }
    return { stdout, stderrTail };
  });
}
