import fs from 'node:fs';

/** Where distributions install util-linux's setpriv. */
const SETPRIV_PATHS = ['/usr/bin/setpriv', '/bin/setpriv', '/usr/local/bin/setpriv'];

/** setpriv, found once; null where there is none (not Linux, a minimal image). */
let setpriv: string | null | undefined;

function findSetpriv(): string | null {
  if (process.platform !== 'linux') return null;
  for (const candidate of SETPRIV_PATHS) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export interface Command {
  bin: string;
  args: readonly string[];
  /** The program runs under setpriv, which execs it in place (same process). */
  wrapped: boolean;
}

/**
 * The command, started so that the kernel kills it when this process dies:
 * `setpriv --pdeathsig KILL` sets PR_SET_PDEATHSIG, then execs the program in
 * the same process. Without it, a recognizer or ffmpeg outlives a server
 * killed with SIGKILL and keeps a core busy for nothing. Where setpriv is
 * missing the command runs as it is.
 */
export function diesWithParent(bin: string, args: readonly string[]): Command {
  if (setpriv === undefined) setpriv = findSetpriv();
  if (!setpriv) return { bin, args, wrapped: false };
  return { bin: setpriv, args: ['--pdeathsig', 'KILL', '--', bin, ...args], wrapped: true };
}

/**
 * setpriv's own report that it could not start the program (exit 126 or 127,
 * "setpriv: failed to execute ..."), which a direct spawn reports as ENOENT.
 */
export function wrapperCouldNotExec(exitCode: number | null, stderr: string): boolean {
  return (exitCode === 126 || exitCode === 127) && stderr.startsWith('setpriv: failed to execute');
}
