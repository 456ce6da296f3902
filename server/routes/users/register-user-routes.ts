import type { FastifyInstance } from 'fastify';
import type { Services } from '@server/services';
import { registerCreateUser } from './create-user';
import { registerGetUserBySupabaseId } from './get-user-by-supabase-id';
import { registerUpdateUser } from './update-user';

/** The users calls of spec 7. */
export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  registerCreateUser(app, services);
  registerGetUserBySupabaseId(app, services);
  registerUpdateUser(app, services);
}
