/*
 * When the first paint is complete: the painted screen and, on Home, today's
 * prompt in it. main.tsx starts evaluating the app only then (and after a
 * frame), so its long start-up tasks never hold that paint back.
 */

const KEY = '__podiumFirstPaintDone';

type Scope = typeof globalThis & { [KEY]?: Promise<void> };

/** The first-paint script: the paint is complete once `done` settles. */
export function settleFirstPaintWhen(done: Promise<unknown>): void {
  (globalThis as Scope)[KEY] = done.then(
    () => undefined,
    () => undefined,
  );
}

/** The next frame has been drawn (at once in a hidden tab, which draws none). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Resolves once the first paint is complete and drawn, or after `maxWaitMs`. */
export async function afterFirstPaint(maxWaitMs: number): Promise<void> {
  const done = (globalThis as Scope)[KEY] ?? Promise.resolve();
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
  await afterNextFrame();
}
