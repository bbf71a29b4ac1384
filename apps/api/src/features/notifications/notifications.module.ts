import type { Language } from '@vitalia/contracts';
import { featureModule } from '../../lib/feature-module';
import { bellSignals } from './bell-signals';
import { notificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import * as tables from './notifications.schema';
import { notificationsService } from './notifications.service';
import { deliverPushes } from './push-delivery';
import { pushDevicesService } from './push-devices.service';
import { vapidKeysFor } from './push-keys';
import { pushSender } from './push-sender';
import { pushSubscriptionsRepository } from './push-subscriptions.repository';

export interface NotificationsNeeds extends Pick<Parameters<typeof notificationsService>[0], 'memberIdOf'> {
  /** The member directory: a push is worded in its member's language, which the users feature keeps. */
  members: { cardsOf(memberIds: readonly string[]): Promise<{ id: string; language: Language }[]> };
}

/** The bell, its switches and Web Push; `notify` is the port every feature that tells a member something is handed. */
export const notificationsModule = featureModule({
  name: 'notifications',
  tables,
  async build({ config, db, events, liveBus, log, keysDir }, { memberIdOf, members }: NotificationsNeeds) {
    const notificationRows = notificationsRepository(db, events);
    const notifications = notificationsService({
      repository: notificationRows,
      memberIdOf,
      tellBells: bellSignals(liveBus, log),
    });
    const pushRows = pushSubscriptionsRepository(db);
    const vapidKeys = await vapidKeysFor(config.webPush, keysDir);
    deliverPushes({
      events,
      repository: pushRows,
      sender: pushSender({ keys: vapidKeys, subject: config.webPush.subject, log }),
      languagesOf: async (memberIds) =>
        new Map((await members.cardsOf(memberIds)).map((member) => [member.id, member.language])),
    });
    const pushDevices = pushDevicesService({
      repository: pushRows,
      memberIdOf,
      publicKey: vapidKeys.publicKey,
      takesAnyPushService: config.environment !== 'production',
    });
    return { notificationRows, notifications, notify: notifications.notify, pushDevices };
  },
  async routes(api, { notifications, pushDevices }) {
    await api.register(notificationsRoutes, { service: notifications, pushDevices });
  },
});
