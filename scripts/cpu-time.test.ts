import { describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { cpuTimeMs, descendantCpuTimeMs } from './cpu-time';

/** CPU milliseconds (user + system) this process has used since `start`, by getrusage. */
function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe('cpuTimeMs', () => {
  it("counts this process's CPU time, growing as it works", () => {
    const before = cpuTimeMs([process.pid]);
    // Spun until getrusage says 150 ms of CPU, not 150 ms of wall time: on a busy machine
    // (npm test's other workers) wall time buys less CPU than that.
    const start = process.cpuUsage();
    let spin = 0;
    while (cpuMsSince(start) < 150) spin += 1;
    expect(spin).toBeGreaterThan(0);
    const after = cpuTimeMs([process.pid]);
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeGreaterThanOrEqual(50);
  });

  it('counts a program the process launcher ran, which this process never waits for', async () => {
    await runProcess('true', []); // the launcher is up
    const before = descendantCpuTimeMs(process.pid);
    // The program spins for 300 ms of its own CPU time, however long a busy machine makes it.
    await runProcess(process.execPath, [
      '-e',
      'const t = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };' +
        ' while (t() < 300);',
    ]);
    expect(descendantCpuTimeMs(process.pid) - before).toBeGreaterThanOrEqual(200);
  });
});
