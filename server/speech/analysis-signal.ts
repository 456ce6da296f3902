import { setMaxListeners } from 'node:events';

/**
 * The one signal an analysis's work listens on: the caller's, and its time limit. Every
 * recognizer job in flight (segments, probe windows, scored candidates) listens on it until it
 * settles, so dozens at once are expected, not a leak: Node's warning past 10 is turned off.
 */
export function analysisSignal(signal?: AbortSignal, timeoutMs?: number): AbortSignal {
  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined];
  const combined = AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
  setMaxListeners(0, combined);
  return combined;
}
