import { notificationEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { NotificationsService } from './notifications.service';
import type { PushDevicesService } from './push-devices.service';

/** The bell and its switches (issue 18), and the devices pushed to (issue 39): each member's own, Free or Premium. */
export const notificationsRoutes: FastifyPluginAsync<{
  service: NotificationsService;
  pushDevices: PushDevicesService;
}> = async (app, { service, pushDevices }) => {
  serve(app, endpoints.myNotifications, async ({ caller, query }) => ({
    data: await service.page(caller, query),
  }));
  serve(app, endpoints.unreadCount, async ({ caller }) => ({ data: await service.unread(caller) }));
  serve(app, endpoints.markRead, async ({ caller, params }) => ({
    data: await service.markRead(caller, params.notificationId),
  }));
  serve(app, endpoints.markAllRead, async ({ caller }) => ({ data: await service.markAllRead(caller) }));
  serve(app, endpoints.preferences, async ({ caller }) => ({ data: await service.preferences(caller) }));
  serve(app, endpoints.setPreferences, async ({ caller, body }) => ({
    data: await service.setPreferences(caller, body.kinds),
  }));
  serve(app, endpoints.pushKey, async () => ({ data: pushDevices.publicKey() }));
  serve(app, endpoints.subscribePush, async ({ caller, body }) => {
    await pushDevices.subscribe(caller, body);
  });
  serve(app, endpoints.unsubscribePush, async ({ caller, body }) => {
    await pushDevices.unsubscribe(caller, body.endpoint);
  });
};
