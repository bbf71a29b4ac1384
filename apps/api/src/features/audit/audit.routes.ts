import { auditEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { auditLogRepository } from '../../lib/audit-log/audit-log.repository';
import { serve } from '../../lib/endpoints';

/**
 * Admin and karim (issue 18): reading what staff did. The rows are written by each feature with its change
 * (`tx.audit`), and nothing changes or deletes them (the database refuses).
 */
export const auditRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const audit = auditLogRepository(db);
  serve(app, auditEndpoints.auditLog, async ({ query }) => ({ data: await audit.page(query) }));
};
