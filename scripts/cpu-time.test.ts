import { describe, expect, it } from 'vitest';
import { cpuTimeMs } from './cpu-time';

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
});
