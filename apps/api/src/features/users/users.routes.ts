import { userEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { UsersService } from './users.service';

/** Spec §7: the product's own account calls, each by the signed-in identity about itself. */
export const usersRoutes: FastifyPluginAsync<{ service: UsersService }> = async (app, { service }) => {
  serve(app, userEndpoints.me, async ({ caller }) => ({ data: await service.me(caller) }));
  serve(app, userEndpoints.register, async ({ caller, body }) => ({
    data: await service.register(caller, body),
  }));
  serve(app, userEndpoints.updateProfile, async ({ caller, body }) => ({
    data: await service.updateProfile(caller, body),
  }));

  serve(app, userEndpoints.requestDeletion, async ({ caller }) => ({
    data: await service.requestDeletion(caller),
  }));

  serve(app, userEndpoints.exportData, async ({ caller, reply }) => {
    const data = await service.exportData(caller);
    return reply
      .header(
        'content-disposition',
        `attachment; filename="vitalia-data-${data.exportedAt.slice(0, 10)}.json"`,
      )
      .header('cache-control', 'no-store')
      .send(data);
  });
};
