import { notificationEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { NotificationsService } from './notifications.service';

/** The bell and its switches (issue 18): each member's own, Free or Premium. */
export const notificationsRoutes: FastifyPluginAsync<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
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
};
