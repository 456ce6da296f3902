import type { FastifyInstance } from 'fastify';
import { resendVerificationBodySchema } from '@common/contract/account';
import { VERIFIED_CALLBACK_PATH } from '@server/auth/create-auth';
import type { Identity } from '@server/auth/identity';
import { AppError, badRequest, forbidden } from '@server/errors';
import { rateLimitFor } from '@server/security/rate-limits';
import type { Services } from '@server/services';
import { callAuth } from './auth-call';

/** The caller's own, still unverified, e-mail address; an address in the body must be it. */
export function ownAddress(identity: Identity, claimed: string | undefined): string {
  if (identity.user.isGuest) {
    throw badRequest('Guests have no e-mail address yet. Create an account first.');
  }
  const own = identity.authUser.email;
  if (claimed && claimed.toLowerCase() !== own.toLowerCase()) {
    throw forbidden('You can only send e-mail to your own address.');
  }
  return own;
}

export const mailUnavailable = () =>
  new AppError(
    'service_unavailable',
    'We could not send the e-mail right now. Please try again in a few minutes.',
  );

/**
 * POST /api/auth/send-verification-email: Resend Verification Email. Only to
 * the signed-in account's own address, so Podium relays mail for no one.
 */
export function registerSendVerificationEmail(app: FastifyInstance, services: Services): void {
  app.post(
    '/api/auth/send-verification-email',
    { config: { rateLimit: rateLimitFor(services.env, 'email') } },
    async (request, reply) => {
      const identity = await services.identity.requireIdentity(request, reply, {
        allowUnverified: true,
      });
      const body = resendVerificationBodySchema.parse(request.body ?? {});
      const email = ownAddress(identity, body.email);
      if (identity.emailVerified) {
        throw new AppError('email_already_verified', 'Your email address is already verified.');
      }
      try {
        await callAuth(request, reply, (headers) =>
          services.auth.api.sendVerificationEmail({
            body: { email, callbackURL: VERIFIED_CALLBACK_PATH },
            headers,
            returnHeaders: true,
          }),
        );
      } catch (err) {
        if (err instanceof AppError) throw err;
        request.log.error({ err }, 'verification e-mail not sent');
        throw mailUnavailable();
      }
      return { success: true, message: `Verification email sent to ${email}.` };
    },
  );
}
