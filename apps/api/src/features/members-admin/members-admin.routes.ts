import { membersAdminEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv-export';
import { serve } from '../../lib/endpoints';
import type { MembersAdminService } from './members-admin.service';

/** Admin and karim (issue 18): the members, and what staff can do for them. */
export const membersAdminRoutes: FastifyPluginAsync<{ service: MembersAdminService }> = async (
  app,
  { service },
) => {
  serve(app, endpoints.searchMembers, async ({ query }) => ({ data: await service.search(query) }));

  serve(app, endpoints.exportMembers, async ({ query, reply }) =>
    sendCsv(reply, 'members.csv', service.exportCsv(query)),
  );

  serve(app, endpoints.memberById, async ({ params }) => ({ data: await service.detail(params.memberId) }));

  serve(app, endpoints.changeRole, async ({ caller, params, body }) => ({
    data: await service.changeRole(caller, params.memberId, body.role),
  }));

  serve(app, endpoints.grantComplimentaryPremium, async ({ caller, params, body }) => ({
    data: await service.grantComplimentary(caller, params.memberId, body.days),
  }));

  serve(app, endpoints.revokeComplimentaryPremium, async ({ caller, params, reply }) => {
    await service.revokeComplimentary(caller, params.memberId);
    reply.status(204);
  });

  serve(app, endpoints.signOutEverywhere, async ({ caller, params, reply }) => {
    await service.signOutEverywhere(caller, params.memberId);
    reply.status(204);
  });

  serve(app, endpoints.resendReceipt, async ({ caller, params, reply }) => {
    await service.resendReceipt(caller, params.memberId, params.paymentId);
    reply.status(204);
  });

  serve(app, endpoints.startDeletion, async ({ caller, params }) => ({
    data: await service.startDeletion(caller, params.memberId),
  }));
};
