import type { FastifyInstance } from 'fastify';
import type { WeeklyGoalResponse } from '@common/contract/goals';
import type { Services } from '@server/services';

/** GET /api/goals: the caller's weekly goal, or null. */
export function registerGetWeeklyGoal(app: FastifyInstance, services: Services): void {
  app.get('/api/goals', async (request, reply): Promise<WeeklyGoalResponse> => {
    const user = await services.identity.requireUser(request, reply);
    return { goal: await services.goals.get(user) };
  });
}
