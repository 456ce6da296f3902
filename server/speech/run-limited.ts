import { setMaxListeners } from 'node:events';

/**
 * Maps items through an async function with at most `limit` running at once,
 * keeping the input order. On the first failure the others are told to stop
 * through their signal, and the first error is thrown once all have settled,
 * so no process outlives the call.
 */
export async function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number, signal: AbortSignal) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const controller = new AbortController();
  // Every running item listens on this one signal (runInLane runs them all at once, waiting
  // for a slot): many listeners here are expected, not a leak.
  setMaxListeners(Math.max(10, items.length + 1), controller.signal);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  const results = new Array<R>(items.length);
  let next = 0;
  let firstError: { error: unknown } | undefined;

  const worker = async () => {
    while (!firstError && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T, index, controller.signal);
      } catch (error) {
        if (!firstError) firstError = { error };
        controller.abort(error);
      }
    }
  };

  try {
    const workers = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (firstError) throw firstError.error;
  return results;
}
