import type { FastifyInstance } from 'fastify';
import { LISTS } from '@common/constants';
import { feedbackHistoryQuerySchema, type DisplayedFeedback } from '@common/contract/feedback';
import { supabaseIdParamsSchema } from '@common/contract/user';
import { forbidden } from '@server/errors';
import { presentCloudFeedback } from '@server/presenters/feedback-presenter';
import type { Services } from '@server/services';

/**
 * GET /api/supabase-feedback/{supabaseId}?limit=N: the cloud list, already in
 * the displayed form. supabaseId is the caller's auth id (DESIGN section 1).
 */
export function registerListCloudFeedback(app: FastifyInstance, services: Services): void {
  app.get(
    '/api/supabase-feedback/:supabaseId',
    async (request, reply): Promise<DisplayedFeedback[]> => {
      const user = await services.identity.requireUser(request, reply);
      const { supabaseId } = supabaseIdParamsSchema.parse(request.params);
      if (supabaseId !== user.supabaseId) throw forbidden('You can only access your own data.');
      const { limit = LISTS.feedbackHistoryDefault * LISTS.cloudListFactor } =
        feedbackHistoryQuerySchema.parse(request.query);
      const rows = await services.feedback.history(user, limit);
      reply.header('cache-control', 'no-store');
      return rows.map((row) => presentCloudFeedback(row, services.media));
    },
  );
}
