import { auditEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv-export';
import { serve } from '../../lib/endpoints';
import type { AuditService } from './audit.service';

/**
 * Admin and karim (issue 18, 39): reading what staff did, on screen and as a file. The rows are written by each
 * feature with its change (`tx.audit`), and nothing changes or deletes them (the database refuses).
 */
export const auditRoutes: FastifyPluginAsync<{ service: AuditService }> = async (app, { service }) => {
  serve(app, auditEndpoints.auditLog, async ({ query }) => ({ data: await service.page(query) }));

  serve(app, auditEndpoints.exportAuditLog, async ({ query, reply }) =>
    sendCsv(reply, 'audit-log.csv', service.exportCsv(query)),
  );

  serve(app, auditEndpoints.auditActorList, async () => ({ data: await service.actors() }));
};
