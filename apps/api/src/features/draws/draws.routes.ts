import { drawEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { DrawsService } from './draws.service';

/** The winners area (admin and karim) and the members' side of the monthly draws. */
export const drawsRoutes: FastifyPluginAsync<{ service: DrawsService }> = async (app, { service }) => {
  serve(app, drawEndpoints.listAdminDraws, async () => ({ data: await service.list() }));
  serve(app, drawEndpoints.createDraw, async ({ caller, body }) => ({
    data: await service.create(caller, body),
  }));
  serve(app, drawEndpoints.runDraw, async ({ params }) => ({ data: await service.draw(params.drawId) }));

  serve(app, drawEndpoints.listMemberDraws, async ({ caller }) => ({
    data: await service.forMember(caller),
  }));
  serve(app, drawEndpoints.enterDraw, async ({ caller, params, reply }) => {
    const { draw, isNew } = await service.enter(caller, params.drawId);
    if (!isNew) reply.status(200);
    return { data: draw };
  });
  serve(app, drawEndpoints.drawAuditOf, async ({ params }) => ({ data: await service.audit(params.drawId) }));
};
