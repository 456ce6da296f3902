// The process launcher: a small node process that starts programs on Podium's behalf
// (process-launcher.ts talks to it). Podium holds the recognizer's model and its workers' memory,
// close to a gigabyte; every fork of a process that large copies its page tables and marks all
// of its memory copy-on-write, and each page Podium then writes faults once. Over a 10-minute
// speech (about 30 programs) that was a third of the analysis's CPU (ADR 67). A fork of this
// process costs a few milliseconds and nothing after.
//
// Messages: { id, bin, args, maxStdoutBytes, env } starts a program; { id, kill: true } kills
// it; the answer is { id, exit } with start-process.mjs's ProcessExit. It exits when Podium
// closes the channel, and dies with Podium (it runs under `setpriv --pdeathsig KILL`, as each
// program it starts does, so those die with it).
import { startProcess } from './start-process.mjs';

const running = new Map();

process.on('message', (message) => {
  if (message.kill) {
    running.get(message.id)?.kill();
    return;
  }
  const started = startProcess(message.bin, message.args, {
    maxStdoutBytes: message.maxStdoutBytes,
    env: message.env,
  });
  running.set(message.id, started);
  void started.exited.then((exit) => {
    running.delete(message.id);
    process.send?.({ id: message.id, exit });
  });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
