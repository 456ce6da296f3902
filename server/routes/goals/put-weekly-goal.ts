import type { FastifyInstance } from 'fastify';
import { putWeeklyGoalBodySchema, type WeeklyGoalResponse } from '@common/contract/goals';
import type { Services } from '@server/services';

/** PUT /api/goals {sessionsPerWeek, maxFillersPerMinute, paceInBand}: sets or clears the goal. */
export function registerPutWeeklyGoal(app: FastifyInstance, services: Services): void {
  app.put('/api/goals', async (request, reply): Promise<WeeklyGoalResponse> => {
    const user = await services.identity.requireUser(request, reply);
    const goal = putWeeklyGoalBodySchema.parse(request.body ?? {});
    return { goal: await services.goals.set(user, goal) };
  });
}
