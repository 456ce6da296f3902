import type { SpeechStreamService } from './speech-stream-service';

/** How often a worker looks for streams abandoned a day ago: late by an hour at most. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Issue 12: streams nobody finished (the tab closed, the speaker gave up) and finished streams'
 * leftovers are removed a day after their last piece. Run by every worker process; two sweeping
 * at once remove the same rows, which is harmless. Returns the stop function.
 */
export function sweepAbandonedStreams(
  streams: Pick<SpeechStreamService, 'removeAbandoned'>,
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void },
): () => void {
  const sweep = () =>
    streams
      .removeAbandoned()
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed abandoned recording streams');
      })
      .catch((err: unknown) => log.warn({ err }, 'abandoned streams not removed'));
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  return () => clearInterval(timer);
}
