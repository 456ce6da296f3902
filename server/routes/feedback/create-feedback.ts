import type { FastifyInstance } from 'fastify';
import { feedbackRequestSchema, type FeedbackResponse } from '@common/contract/feedback';
import { requireSameUser } from '@server/auth/identity';
import { presentFeedbackResponse } from '@server/presenters/feedback-presenter';
import type { Services } from '@server/services';

/** A speech id as sent (number or digits); anything else is "missing". */
function speechIdOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** POST /api/feedback {speechId, ...}: coaching feedback for the caller's analysed speech. */
export function registerCreateFeedback(app: FastifyInstance, services: Services): void {
  app.post('/api/feedback', async (request, reply): Promise<FeedbackResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const body = feedbackRequestSchema.parse(request.body ?? {});
    requireSameUser(user, body.userId);
    const outcome = await services.feedback.generate(user, {
      speechId: speechIdOf(body.speechId),
      coachingMode: body.coachingMode,
    });
    if (outcome.fallbackReason) {
      request.log.warn({ reason: outcome.fallbackReason }, 'coach fell back to the rules coach');
    }
    if (outcome.adjustments?.length) {
      request.log.info(
        { adjustments: outcome.adjustments },
        "model feedback adjusted to agree with the page's bands",
      );
    }
    reply.header('cache-control', 'no-store');
    return presentFeedbackResponse(outcome);
  });
}
