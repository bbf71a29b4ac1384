import { healthProfileEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { HealthProfileService } from './health-profile.service';

/** D6: the member's own health data. */
export const healthProfileRoutes: FastifyPluginAsync<{ service: HealthProfileService }> = async (
  app,
  { service },
) => {
  serve(app, healthProfileEndpoints.readHealthProfile, async ({ caller }) => ({
    data: await service.read(caller),
  }));
  serve(app, healthProfileEndpoints.saveHealthProfile, async ({ caller, body }) => ({
    data: await service.save(caller, body),
  }));
  serve(app, healthProfileEndpoints.withdrawHealthConsent, async ({ caller }) => {
    await service.withdraw(caller);
  });
};
