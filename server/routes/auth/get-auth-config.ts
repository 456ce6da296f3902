import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from '@common/contract/account';
import type { Services } from '@server/services';

/** GET /api/auth-config: whether Google sign-in is set up, and the support address. */
export function registerGetAuthConfig(app: FastifyInstance, services: Services): void {
  app.get('/api/auth-config', async (): Promise<AuthConfig> => ({
    googleSignIn: services.google !== null,
    supportEmail: services.env.SUPPORT_EMAIL,
  }));
}
