import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitStore } from '../limits/limit-store';

type Route = { method?: string | string[]; url?: string };

/**
 * @fastify/rate-limit's store contract on top of our LimitStore, so that its
 * per-route counting (headers, Retry-After, the error builder) stays while the
 * counts live where every process sees them. Each route counts on its own.
 */
export function rateLimitStoreFor(limits: LimitStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the root store with its options; children get a route prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limits.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Route & { routeInfo?: Route }): FastifyRateLimitStore {
      // At run time the plugin passes the merged limit options with the route under routeInfo.
      const route = options.routeInfo ?? options;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      return new SharedStore(`${method ?? ''} ${route.url ?? ''} `);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
