import { healthStatus } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['operations'],
        response: { 200: healthStatus, 503: healthStatus },
      },
    },
    async (_request, reply) => {
      const isDatabaseUp = await pingDatabase(db);
      const status = {
        status: isDatabaseUp ? ('ok' as const) : ('degraded' as const),
        database: isDatabaseUp ? ('up' as const) : ('down' as const),
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(isDatabaseUp ? 200 : 503).send(status);
    },
  );
};
