import type { FastifyInstance } from 'fastify';
import { validateUsername } from '@common/account/validation';
import { INVALID_EMAIL_MESSAGE, signUpBodySchema } from '@common/contract/account';
import type { SessionResponse } from '@common/contract/user';
import { usernameTaken } from '@server/auth/accounts';
import { VERIFIED_CALLBACK_PATH } from '@server/auth/create-auth';
import { isGuestEmail } from '@server/auth/guest-plugin';
import { AppError, invalidInput } from '@server/errors';
import { presentUser } from '@server/presenters/user-presenter';
import { rateLimitFor } from '@server/security/rate-limits';
import type { Services } from '@server/services';
import { callAuth, emailTaken } from './auth-call';

/**
 * POST /api/auth/sign-up/email {email, username, password}: makes the account,
 * sends the verification e-mail and signs the new account in (unverified).
 * Called from a guest's session, the guest becomes the account and keeps every
 * speech (docs/decisions/0002-guest-conversion.md).
 */
export function registerSignUp(app: FastifyInstance, services: Services): void {
  app.post(
    '/api/auth/sign-up/email',
    { config: { rateLimit: rateLimitFor(services.env, 'sign-up') } },
    async (request, reply): Promise<SessionResponse> => {
      // Identity: optional; when present, headers must name the caller as everywhere else.
      await services.identity.optionalIdentity(request, reply);

      // Validation.
      const body = signUpBodySchema.parse(request.body ?? {});
      const problem = validateUsername(body.username);
      if (problem) throw invalidInput(problem.description);
      if (isGuestEmail(body.email)) throw new AppError('invalid_email', INVALID_EMAIL_MESSAGE);

      // Authorisation: the name and the address must be free.
      if (!(await services.accounts.isUsernameFree(body.username))) throw usernameTaken();
      const context = await services.auth.$context;
      if (await context.internalAdapter.findUserByEmail(body.email.toLowerCase())) {
        throw emailTaken();
      }

      // Service: better-auth makes the identity; its hook makes or converts the row.
      const created = await callAuth(request, reply, (headers) =>
        services.auth.api.signUpEmail({
          body: {
            email: body.email,
            password: body.password,
            name: body.username,
            callbackURL: VERIFIED_CALLBACK_PATH,
          },
          headers,
          returnHeaders: true,
        }),
      );
      // A converting guest's old identity is gone: its cookie must not be reused.
      services.identity.forgetSession(request);
      const user = await services.accounts.ensureAppUser(created.user, body.username);
      if (!user) throw new AppError('bad_request', 'Failed to create account. Please try again.');

      reply.status(201);
      return { user: presentUser(user), emailVerified: false };
    },
  );
}
