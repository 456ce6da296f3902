/*
 * When the first paint is complete: the painted screen and, on Home, today's
 * prompt in it. The app's code is fetched (the first-paint script's module
 * preloads) and evaluated (main.tsx) only then, after a frame, so neither
 * holds that paint back.
 */

const KEY = '__podiumFirstPaintDone';

/** The longest the app's code waits for the first paint (a slow prompt answer). */
export const FIRST_PAINT_WAIT_MS = 1000;

type Scope = typeof globalThis & { [KEY]?: Promise<void> };

/** The first-paint script: the paint is complete once `done` settles. */
export function settleFirstPaintWhen(done: Promise<unknown>): void {
  (globalThis as Scope)[KEY] = done.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The frame after the next has begun: the next one (with the prompt) has been
 * drawn and shown. At once in a hidden tab, which draws none.
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/** Resolves once the first paint is complete and drawn, or after `maxWaitMs`. */
export async function afterFirstPaint(maxWaitMs: number): Promise<void> {
  const done = (globalThis as Scope)[KEY] ?? Promise.resolve();
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
  await afterNextFrame();
}
