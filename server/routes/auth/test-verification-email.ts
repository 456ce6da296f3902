import type { FastifyInstance } from 'fastify';
import { testEmailBodySchema, type TestEmailResponse } from '@common/contract/account';
import { AppError } from '@server/errors';
import { testEmail } from '@server/mail/messages';
import { rateLimitFor } from '@server/security/rate-limits';
import type { Services } from '@server/services';
import { ownAddress } from './send-verification-email';

/** What went wrong, in words a person can act on, never the server's credentials. */
export function describeMailFailure(err: unknown): string {
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'ECONNREFUSED':
    case 'ESOCKET':
    case 'ECONNECTION':
      return 'The mail server could not be reached.';
    case 'ETIMEDOUT':
      return 'The mail server did not answer in time.';
    case 'EAUTH':
      return "The mail server refused Podium's login.";
    case 'EENVELOPE':
      return 'The mail server refused the address.';
    default:
      return 'The e-mail could not be sent.';
  }
}

/**
 * POST /api/test-verification-email {email}: Test Email System. Sends a real
 * test e-mail through the configured mailer (DESIGN 2: not a password reset)
 * to the caller's own address, and says how it went.
 */
export function registerTestVerificationEmail(app: FastifyInstance, services: Services): void {
  app.post(
    '/api/test-verification-email',
    { config: { rateLimit: rateLimitFor(services.env, 'email') } },
    async (request, reply): Promise<TestEmailResponse> => {
      const identity = await services.identity.requireIdentity(request, reply, {
        allowUnverified: true,
      });
      const body = testEmailBodySchema.parse(request.body ?? {});
      const email = ownAddress(identity, body.email);
      const transport = services.mailer.description;
      try {
        await services.mailer.send(testEmail({ to: email, transport, sentAt: new Date() }));
      } catch (err) {
        request.log.error({ err }, 'test e-mail not sent');
        throw new AppError(
          'service_unavailable',
          `${describeMailFailure(err)} Failed to test email sending. This indicates a server issue.`,
        );
      }
      return {
        success: true,
        message:
          transport === 'outbox'
            ? `Test email for ${email} written to the server's outbox (no mail server is configured).`
            : `Test email sent to ${email}. Check your inbox and spam folder.`,
      };
    },
  );
}
