import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Env } from '../env';
import { rateLimited } from '../errors';

export type LimitedAction = 'sign-in' | 'sign-up' | 'guest-login' | 'email';

const messages: Record<LimitedAction, string> = {
  'sign-in': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  // Spec 8 (signup and verification).
  'sign-up': 'Too many signup attempts. Please try again later.',
  'guest-login': 'Too many guest sign-ins from your network. Please try again in a few minutes.',
  email: 'Rate limit exceeded. Please wait a few minutes before trying again.',
};

/**
 * The per-IP limit of one route (`config.rateLimit`); every route counts on
 * its own, in the shared limit store (database or Redis), so the limit holds
 * across every web process.
 */
export function rateLimitFor(
  env: Pick<
    Env,
    | 'AUTH_RATE_LIMIT_MAX'
    | 'AUTH_RATE_LIMIT_WINDOW_SEC'
    | 'EMAIL_RATE_LIMIT_MAX'
    | 'EMAIL_RATE_LIMIT_WINDOW_SEC'
  >,
  action: LimitedAction,
): RateLimitOptions {
  const email = action === 'email';
  return {
    max: email ? env.EMAIL_RATE_LIMIT_MAX : env.AUTH_RATE_LIMIT_MAX,
    timeWindow: (email ? env.EMAIL_RATE_LIMIT_WINDOW_SEC : env.AUTH_RATE_LIMIT_WINDOW_SEC) * 1000,
    // isRateLimit tells the client not to retry: waiting is the only cure.
    errorResponseBuilder: (_request, context) =>
      rateLimited(messages[action], Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}
