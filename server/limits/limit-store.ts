/** One attempt counted: how many so far in the current window, and when that window ends. */
export interface LimitHit {
  count: number;
  resetInMs: number;
}

/**
 * Where rate-limit attempts are counted. Shared by every process (the
 * database, or Redis), never one process's memory: with several web
 * processes behind a load balancer the limit must hold across all of them.
 */
export interface LimitStore {
  /** Counts one attempt under `key` in a fixed window of `windowMs` opened by the first attempt. */
  hit(key: string, windowMs: number): Promise<LimitHit>;
  /** Resolves when the store answers (readiness); throws otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}
