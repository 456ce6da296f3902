// Starts one program and collects what it writes, for run-process.ts: in this process, or in the
// process launcher (process-launcher-child.mjs), which runs it on Podium's behalf. Plain JavaScript
// because the launcher is plain node, with no TypeScript loader; typed in start-process.d.mts.
import { spawn } from 'node:child_process';

/** How much of stderr is kept: enough for an error message. */
export const STDERR_TAIL_CHARS = 4096;

/**
 * Runs `bin` with `args` (no shell, stdin closed). `exited` settles once, with the exit code or
 * signal and the output, or with the error that kept it from starting (`startError`); it never
 * rejects. `kill()` ends the process with SIGKILL: the programs Podium runs hold nothing worth
 * flushing.
 */
export function startProcess(bin, args, { maxStdoutBytes, env } = {}) {
  let child;
  const exited = new Promise((resolve) => {
    try {
      child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(env && { env }) });
    } catch (error) {
      resolve({ startError: { code: error?.code, message: String(error?.message ?? error) } });
      return;
    }
    const stdout = [];
    let stdoutBytes = 0;
    let stderrTail = '';
    let settled = false;
    child.stdout.on('data', (data) => {
      if (maxStdoutBytes !== undefined && stdoutBytes >= maxStdoutBytes) return;
      stdout.push(data);
      stdoutBytes += data.length;
    });
    child.stderr.on('data', (data) => {
      stderrTail = (stderrTail + data.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => {
      if (settled) return;
      settled = true;
      resolve({ startError: { code: error.code, message: error.message } });
    });
    child.on('close', (code, signal) => {
      if (settled) return;
      settled = true;
      resolve({ code, signal, stdout: Buffer.concat(stdout).toString('utf8'), stderrTail });
    });
  });
  return {
    exited,
    kill: () => {
      child?.kill('SIGKILL');
    },
  };
}
