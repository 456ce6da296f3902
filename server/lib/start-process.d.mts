/** How a started program ended: its exit, or why it could not start. */
export type ProcessExit =
  | {
      code: number | null;
      signal: NodeJS.Signals | null;
      stdout: string;
      /** The last few kilobytes of stderr only: enough for an error message. */
      stderrTail: string;
    }
  | { startError: { code?: string; message: string } };

export interface StartedProcess {
  /** Settles once the program has exited and its output is read; never rejects. */
  exited: Promise<ProcessExit>;
  /** Ends the program with SIGKILL. */
  kill(): void;
}

export interface StartProcessOptions {
  /** Stop collecting stdout beyond this many bytes (the program keeps running). */
  maxStdoutBytes?: number;
  /** The program's environment; this process's when unset. */
  env?: NodeJS.ProcessEnv;
}

export const STDERR_TAIL_CHARS: number;

export function startProcess(
  bin: string,
  args: readonly string[],
  options?: StartProcessOptions,
): StartedProcess;
