import type { FastifyInstance } from 'fastify';
import { signInBodySchema } from '@common/contract/account';
import type { SessionResponse } from '@common/contract/user';
import { presentUser } from '@server/presenters/user-presenter';
import { rateLimitFor } from '@server/security/rate-limits';
import type { Services } from '@server/services';
import { callAuth } from './auth-call';

/**
 * POST /api/auth/sign-in/email {email, password}: a session for an account.
 * An unverified account is signed in too and sees the verification screen.
 */
export function registerSignIn(app: FastifyInstance, services: Services): void {
  app.post(
    '/api/auth/sign-in/email',
    { config: { rateLimit: rateLimitFor(services.env, 'sign-in') } },
    async (request, reply): Promise<SessionResponse> => {
      const body = signInBodySchema.parse(request.body ?? {});
      const result = await callAuth(request, reply, (headers) =>
        services.auth.api.signInEmail({
          body: { email: body.email, password: body.password },
          headers,
          returnHeaders: true,
        }),
      );
      const user = await services.accounts.ensureAppUser(result.user);
      return {
        user: user ? presentUser(user) : null,
        emailVerified: result.user.emailVerified,
      };
    },
  );
}
