import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { diesWithParent } from './parent-death';
import {
  startProcess,
  type ProcessExit,
  type StartedProcess,
  type StartProcessOptions,
} from './start-process.mjs';

const SCRIPT = fileURLToPath(new URL('./process-launcher-child.mjs', import.meta.url));

interface Request {
  bin: string;
  args: readonly string[];
  options: StartProcessOptions;
  resolve: (exit: ProcessExit) => void;
  /** Handed to the launcher (its channel took the message). */
  sent: boolean;
  killed: boolean;
  /** Set when the launcher never came up and the program was started here after all. */
  direct?: StartedProcess;
}

/** What a program the launcher ran would have left when the launcher died under it. */
const LOST: ProcessExit = {
  code: null,
  signal: 'SIGKILL',
  stdout: '',
  stderrTail: 'the process launcher exited while the program ran',
};

/**
 * One launcher process (process-launcher-child.mjs) and the programs it runs for us. It keeps this
 * process alive only while a program runs.
 */
class Launcher {
  private readonly child: ChildProcess;
  private readonly requests = new Map<number, Request>();
  private nextId = 0;
  private ready = false;
  private ended = false;

  constructor(private readonly onEnd: (launcher: Launcher, cameUp: boolean) => void) {
    const command = diesWithParent(process.execPath, [SCRIPT]);
    this.child = spawn(command.bin, command.args, {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: { ready?: true; id?: number; exit?: ProcessExit }) => {
      if (message.ready) this.ready = true;
      if (message.id === undefined || !message.exit) return;
      this.settle(message.id, message.exit);
    });
    this.child.on('error', () => this.end());
    this.child.once('exit', () => this.end());
    this.quietWhenIdle();
  }

  start(bin: string, args: readonly string[], options: StartProcessOptions): StartedProcess {
    const id = this.nextId++;
    let request!: Request;
    const exited = new Promise<ProcessExit>((resolve) => {
      request = { bin, args, options, resolve, sent: false, killed: false };
    });
    this.requests.set(id, request);
    this.child.ref();
    this.child.channel?.ref();
    // The environment as it is now, as a spawn here would use it. A message the channel refuses
    // (the launcher is going) is left to end(), which starts the program here.
    const message = { id, bin, args, maxStdoutBytes: options.maxStdoutBytes, env: process.env };
    this.child.send(message, (error) => {
      if (!error) request.sent = true;
    });
    return {
      exited,
      kill: () => {
        request.killed = true;
        if (request.direct) request.direct.kill();
        else if (!this.ended) this.child.send({ id, kill: true }, () => {});
      },
    };
  }

  private settle(id: number, exit: ProcessExit): void {
    const request = this.requests.get(id);
    if (!request) return;
    this.requests.delete(id);
    request.resolve(exit);
    this.quietWhenIdle();
  }

  private quietWhenIdle(): void {
    if (this.requests.size > 0) return;
    this.child.unref();
    this.child.channel?.unref();
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd(this, this.ready);
    for (const [id, request] of this.requests) {
      if ((this.ready && request.sent) || request.killed) {
        // Its programs die with it (setpriv --pdeathsig).
        this.settle(id, LOST);
        continue;
      }
      // It never came up, or never took this one: start the program here after all.
      request.direct = startProcess(request.bin, request.args, request.options);
      void request.direct.exited.then((exit) => this.settle(id, exit));
    }
  }
}

let launcher: Launcher | undefined;
/** Set once a launcher could not come up: programs start here from then on. */
let launcherUnusable = false;

/**
 * Starts a program through the process launcher (process-launcher-child.mjs), a small process started
 * on first use and kept: a fork of this large process costs its pages a copy-on-write fault each
 * afterwards (ADR 67). Where the launcher cannot run, the program starts here.
 */
export function launchProcess(
  bin: string,
  args: readonly string[],
  options: StartProcessOptions = {},
): StartedProcess {
  if (launcherUnusable) return startProcess(bin, args, options);
  launcher ??= new Launcher((ended, cameUp) => {
    if (launcher === ended) launcher = undefined;
    if (!cameUp) launcherUnusable = true;
  });
  return launcher.start(bin, args, options);
}
