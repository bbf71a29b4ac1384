import { healthEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { serve } from '../../lib/endpoints';
import { migrationsInBuild } from '../../db/client';
import { appliedMigrations, pingDatabase } from './health.repository';

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

  const expectedMigrations = await migrationsInBuild();
  serve(app, healthEndpoints.ready, async ({ reply }) => {
    const [isDatabaseUp, applied] = await Promise.all([pingDatabase(db), appliedMigrations(db)]);
    const migrations = applied === null ? 'unknown' : applied >= expectedMigrations ? 'applied' : 'pending';
    // A draining server is up but leaving: the proxy must send it nothing new (lib/draining.ts).
    const isReady = isDatabaseUp && migrations === 'applied' && !app.isDraining();
    if (!isReady) reply.status(503);
    return {
      status: isReady ? ('ready' as const) : ('not_ready' as const),
      database: isDatabaseUp ? ('up' as const) : ('down' as const),
      migrations,
    } as const;
  });
};
