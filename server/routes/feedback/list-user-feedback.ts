import type { FastifyInstance } from 'fastify';
import { LISTS } from '@common/constants';
import { feedbackHistoryQuerySchema, type FeedbackRecord } from '@common/contract/feedback';
import { userIdParamsSchema } from '@common/contract/user';
import { requireSameUser } from '@server/auth/identity';
import { presentFeedbackRecord } from '@server/presenters/feedback-presenter';
import type { Services } from '@server/services';

/** GET /api/feedback/user/{userId}?limit=N: the caller's feedback records, newest first. */
export function registerListUserFeedback(app: FastifyInstance, services: Services): void {
  app.get('/api/feedback/user/:userId', async (request, reply): Promise<FeedbackRecord[]> => {
    const user = await services.identity.requireUser(request, reply);
    const { userId } = userIdParamsSchema.parse(request.params);
    requireSameUser(user, userId);
    const { limit = LISTS.feedbackHistoryDefault } = feedbackHistoryQuerySchema.parse(
      request.query,
    );
    const rows = await services.feedback.history(user, limit);
    reply.header('cache-control', 'no-store');
    return rows.map(presentFeedbackRecord);
  });
}
