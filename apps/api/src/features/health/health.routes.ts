import { healthEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { serve } from '../../lib/endpoints';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, healthEndpoints.health, async ({ reply }) => {
    const isDatabaseUp = await pingDatabase(db);
    if (!isDatabaseUp) reply.status(503);
    return {
      status: isDatabaseUp ? ('ok' as const) : ('degraded' as const),
      database: isDatabaseUp ? ('up' as const) : ('down' as const),
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
};
