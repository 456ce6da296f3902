import { APIError } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import { guestLoginBodySchema } from '@common/contract/user';
import { AppError } from '@server/errors';
import { isValidTimeZone } from '@server/lib/time';
import { rateLimitFor } from '@server/security/rate-limits';
import type { Services } from '@server/services';

const statusIds = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
} as const;

/** POST /api/guest-login {guestId}: creates or returns the guest user and sets the session cookie. */
export function registerGuestLogin(app: FastifyInstance, services: Services): void {
  app.post(
    '/api/guest-login',
    { config: { rateLimit: rateLimitFor(services.env, 'guest-login') } },
    async (request, reply) => {
      const body = guestLoginBodySchema.parse(request.body ?? {});
      try {
        const { headers, response } = await services.auth.api.guestLogin({
          body,
          headers: new Headers({ 'user-agent': request.headers['user-agent'] ?? '' }),
          returnHeaders: true,
        });
        const cookies = headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        // The browser's zone decides when daily limits reset for this user.
        const zone = request.headers['x-timezone'];
        if (typeof zone === 'string' && isValidTimeZone(zone)) {
          await services.users.update(response.id, { timezone: zone });
        }
        return response;
      } catch (err) {
        if (err instanceof APIError) {
          const status = err.statusCode as keyof typeof statusIds;
          throw new AppError(statusIds[status] ?? 'bad_request', err.message);
        }
        throw err;
      }
    },
  );
}
