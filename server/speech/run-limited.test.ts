import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('stopped'));
    });
  });

describe('runLimited', () => {
  it('runs at most `limit` tasks at once and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const results = await runLimited([30, 10, 20, 5, 15], 2, async (ms, index) => {
      running++;
      peak = Math.max(peak, running);
      await sleep(ms);
      running--;
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
  });

  it('stops the other tasks on the first failure and throws it after they settle', async () => {
    const stopped: number[] = [];
    let started = 0;
    const outcome = runLimited([0, 1, 2, 3], 2, async (n, _i, signal) => {
      started++;
      if (n === 1) {
        await sleep(5);
        throw new Error('task 1 failed');
      }
      try {
        await sleep(1000, signal);
      } catch (error) {
        stopped.push(n);
        throw error;
      }
    });
    await expect(outcome).rejects.toThrow('task 1 failed');
    expect(stopped).toEqual([0]);
    expect(started).toBe(2);
  });

  it('passes an outer abort on to the tasks', async () => {
    const controller = new AbortController();
    const outcome = runLimited([1], 1, (_n, _i, signal) => sleep(1000, signal), controller.signal);
    controller.abort();
    await expect(outcome).rejects.toThrow('stopped');
  });

  it('returns nothing for nothing', async () => {
    expect(await runLimited([], 3, async () => 1)).toEqual([]);
  });
});
