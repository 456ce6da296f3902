import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, settleFirstPaintWhen } from './first-paint-done';

describe('afterFirstPaint', () => {
  it('waits for the first paint to settle, then for a frame', async () => {
    let finish = () => undefined as void;
    settleFirstPaintWhen(new Promise<void>((resolve) => (finish = resolve)));
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    let done = false;
    const waiting = afterFirstPaint(5000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done).toBe(false);
    finish();
    await waiting;
    expect(frame).toHaveBeenCalled();
  });

  it('gives up waiting after the longest wait, and on a failed paint', async () => {
    settleFirstPaintWhen(new Promise(() => undefined));
    const started = Date.now();
    await afterFirstPaint(50);
    expect(Date.now() - started).toBeLessThan(2000);
    settleFirstPaintWhen(Promise.reject(new Error('offline')));
    await afterFirstPaint(5000);
  });
});
