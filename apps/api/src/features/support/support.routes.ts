import { supportEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { SupportService } from './support.service';

/** A member writes a few requests an hour at most; more is a loop or a flood, and each one mails the team. */
const requestsPerMinute = 5;

/** D1 contact for every signed-in member, and the staff inbox (issue 18). */
export const supportRoutes: FastifyPluginAsync<{ service: SupportService }> = async (app, { service }) => {
  serve(
    app,
    endpoints.sendSupportRequest,
    async ({ caller, body }) => ({ data: await service.send(caller, body) }),
    {
      memberRateLimitPerMinute: requestsPerMinute,
    },
  );
  serve(app, endpoints.mySupportRequests, async ({ caller }) => ({ data: await service.mine(caller) }));
  serve(
    app,
    endpoints.followUpSupportRequest,
    async ({ caller, params, body }) => ({
      data: await service.followUp(caller, params.requestId, body.message),
    }),
    { memberRateLimitPerMinute: requestsPerMinute },
  );

  serve(app, endpoints.supportInbox, async ({ query }) => ({ data: await service.inbox(query.status) }));
  serve(app, endpoints.supportRequestForStaff, async ({ params }) => ({
    data: await service.forStaff(params.requestId),
  }));
  serve(app, endpoints.replyToSupportRequest, async ({ caller, params, body }) => ({
    data: await service.reply(caller, params.requestId, body.message),
  }));
  serve(app, endpoints.noteSupportRequest, async ({ caller, params, body }) => ({
    data: await service.note(caller, params.requestId, body.message),
  }));
  serve(app, endpoints.assignSupportRequest, async ({ caller, params }) => ({
    data: await service.assignToSelf(caller, params.requestId),
  }));
  serve(app, endpoints.setSupportStatus, async ({ params, body }) => ({
    data: await service.setStatus(params.requestId, body.status),
  }));
};
