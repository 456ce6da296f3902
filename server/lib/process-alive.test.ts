import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isProcessAlive } from './process-alive';

describe('isProcessAlive', () => {
  it('knows this process is alive, and a process that exited is not', async () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    const pid = child.pid ?? 0;
    await new Promise((resolve) => child.on('exit', resolve));
    // Not yet reaped by Node, or gone: dead either way.
    expect(isProcessAlive(pid)).toBe(false);
  });

  it('counts the init process as alive', () => {
    expect(isProcessAlive(1)).toBe(true);
  });
});
