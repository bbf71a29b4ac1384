import { jobEndpoints, type BackgroundWork } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';

/** Admin and karim (`admin_panel`): the scheduled work and the event backlog (decision 025). */
export const jobsRoutes: FastifyPluginAsync<{ backgroundWork: () => Promise<BackgroundWork> }> = async (
  app,
  { backgroundWork },
) => {
  serve(app, jobEndpoints.backgroundWorkState, async () => ({ data: await backgroundWork() }));
};
