import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '@server/services';

/** GET /api/health: the process is up and the database answers. */
export function registerGetHealth(app: FastifyInstance, services: Services): void {
  app.get('/api/health', async () => {
    await sql`select 1`.execute(services.handle.db);
    return { status: 'ok' };
  });
}
