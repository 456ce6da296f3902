import { describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { cpuTimeMs, descendantCpuTimeMs } from './cpu-time';

describe('cpuTimeMs', () => {
  it("counts this process's CPU time, growing as it works", () => {
    const before = cpuTimeMs([process.pid]);
    const until = performance.now() + 150;
    let spin = 0;
    while (performance.now() < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    const after = cpuTimeMs([process.pid]);
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeGreaterThanOrEqual(50);
  });

  it('counts a program the process launcher ran, which this process never waits for', async () => {
    await runProcess('true', []); // the launcher is up
    const before = descendantCpuTimeMs(process.pid);
    await runProcess(process.execPath, [
      '-e',
      'const end = Date.now() + 300; while (Date.now() < end);',
    ]);
    expect(descendantCpuTimeMs(process.pid) - before).toBeGreaterThanOrEqual(200);
  });
});
