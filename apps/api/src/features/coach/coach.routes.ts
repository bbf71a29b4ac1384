import { coachEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { CoachService } from './coach.service';

/** The AI coach (issue 16): Premium only (D4). */
export const coachRoutes: FastifyPluginAsync<{ service: CoachService }> = async (app, { service }) => {
  serve(app, endpoints.coachStateOf, async ({ caller }) => ({ data: await service.state(caller) }));
  serve(app, endpoints.saveCoachSettings, async ({ caller, body }) => ({
    data: await service.saveSettings(caller, body),
  }));
};
