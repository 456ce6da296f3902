import type { FastifyInstance } from 'fastify';
import { speechIdParamsSchema } from '@common/contract/speech';
import { createSpeechOutcomesRepo } from '@server/db/repos/speech-outcomes-repo';
import type { Services } from '@server/services';
import { createSpeechEvents, type SpeechEventsOptions } from '@server/speeches/speech-events';

export type SpeechEventsConfig = Omit<SpeechEventsOptions, 'findOutcomes' | 'onError'>;

/**
 * GET /api/speeches/{id}/events (issue 12): a Server-Sent Events stream that
 * sends one `status` event when the speech's analysis is stored (or its job
 * fails for good) and then closes. Same identity and ownership rules as GET
 * /api/speeches/{id}: someone else's speech is not found.
 */
export function registerGetSpeechEvents(
  app: FastifyInstance,
  services: Services,
  config: SpeechEventsConfig = {},
): void {
  const outcomes = createSpeechOutcomesRepo(services.handle.db);
  const events = createSpeechEvents({
    ...config,
    findOutcomes: (ids) => outcomes.findOutcomes(ids),
    onError: (err) => app.log.warn({ err }, 'speech events: checking outcomes failed'),
  });
  // Open streams would hold the server's close until the grace period cuts them.
  app.addHook('preClose', (done) => {
    events.close();
    done();
  });

  app.get('/api/speeches/:id/events', async (request, reply) => {
    const user = await services.identity.requireUser(request, reply);
    const { id } = speechIdParamsSchema.parse(request.params);
    const speech = await services.speeches.getOwned(user, id);
    const stream = events.open(user.id, speech.id);
    return (
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // Proxies such as nginx would hold the events back in their buffer.
        .header('x-accel-buffering', 'no')
        .send(stream)
    );
  });
}
