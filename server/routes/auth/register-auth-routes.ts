import type { FastifyInstance } from 'fastify';
import { forwardToAuth } from '@server/http/auth-bridge';
import type { Services } from '@server/services';
import { registerGetAuthConfig } from './get-auth-config';
import { registerSendVerificationEmail } from './send-verification-email';
import { registerSignIn } from './sign-in';
import { registerSignUp } from './sign-up';
import { registerTestVerificationEmail } from './test-verification-email';

/**
 * Podium's account routes, and the better-auth endpoints the app uses, by
 * name. Nothing else of better-auth is reachable over HTTP (its session and
 * session-list endpoints would hand the httpOnly token to scripts, for one).
 */
export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  registerSignUp(app, services);
  registerSignIn(app, services);
  registerSendVerificationEmail(app, services);
  registerTestVerificationEmail(app, services);
  registerGetAuthConfig(app, services);

  const forward = forwardToAuth(services.auth, services.env.PUBLIC_URL);
  // Sign-out; Google's start and return; the verification link.
  app.post('/api/auth/sign-out', async (request, reply) => {
    services.identity.forgetSession(request);
    return forward(request, reply);
  });
  app.post('/api/auth/sign-in/social', forward);
  app.get('/api/auth/callback/:providerId', forward);
  app.get('/api/auth/verify-email', forward);
}
