import { coachEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { streamAnswer } from '../../lib/answer-stream';
import { serve } from '../../lib/endpoints';
import type { CoachService } from './coach.service';

/** The AI coach (issue 16): Premium only (D4). */
export const coachRoutes: FastifyPluginAsync<{ service: CoachService }> = async (app, { service }) => {
  serve(app, endpoints.coachStateOf, async ({ caller }) => ({ data: await service.state(caller) }));
  serve(app, endpoints.saveCoachSettings, async ({ caller, body }) => ({
    data: await service.saveSettings(caller, body),
  }));
  serve(app, endpoints.mealWeekOf, async ({ caller, query }) => ({
    data: await service.mealWeek(caller, query.week),
  }));
  serve(app, endpoints.swapMeal, async ({ caller, body }) => ({
    data: await service.swapMeal(caller, body),
  }));
  serve(app, endpoints.trainingPlanOf, async ({ caller, query }) => ({
    data: await service.trainingPlan(caller, query),
  }));
  serve(app, endpoints.logSession, async ({ caller, body }) => ({
    data: await service.logSession(caller, body),
  }));
  serve(app, endpoints.unlogSession, async ({ caller, query }) => ({
    data: await service.unlogSession(caller, query),
  }));
  serve(app, endpoints.weightsOf, async ({ caller }) => ({ data: await service.weights(caller) }));
  serve(app, endpoints.logWeight, async ({ caller, body }) => ({
    data: await service.logWeight(caller, body),
  }));
  serve(
    app,
    endpoints.dayNoteOf,
    async ({ caller, body, reply }) => {
      await streamAnswer(reply, (signal) => service.dayNote(caller, body, signal));
    },
    { eventStream: true, memberRateLimitPerMinute: 20 },
  );
  serve(app, endpoints.shoppingListOf, async ({ caller, query }) => ({
    data: await service.shoppingList(caller, query.week),
  }));
};
