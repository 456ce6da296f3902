import { describe, expect, it } from 'vitest';
import { analysisSignal } from './analysis-signal';

describe('analysisSignal', () => {
  it("follows the caller's signal and takes dozens of listeners without a warning", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const caller = new AbortController();
      const signal = analysisSignal(caller.signal);
      let heard = 0;
      for (let i = 0; i < 40; i++) signal.addEventListener('abort', () => heard++);
      await new Promise((r) => setTimeout(r, 20));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
      expect(signal.aborted).toBe(false);
      caller.abort(new Error('stop'));
      expect(signal.aborted).toBe(true);
      expect(heard).toBe(40);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('ends by itself after the time limit', async () => {
    const signal = analysisSignal(undefined, 20);
    await new Promise((r) => setTimeout(r, 60));
    expect(signal.aborted).toBe(true);
  });
});
