import { featureModule } from '../../lib/feature-module';
import { bellSignals } from './bell-signals';
import { notificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import * as tables from './notifications.schema';
import { notificationsService } from './notifications.service';

type NotificationsNeeds = Pick<Parameters<typeof notificationsService>[0], 'memberIdOf'>;

/** The bell and its switches; `notify` is the port every feature that tells a member something is handed. */
export const notificationsModule = featureModule({
  name: 'notifications',
  tables,
  build({ db, liveBus, log }, { memberIdOf }: NotificationsNeeds) {
    const notificationRows = notificationsRepository(db);
    const notifications = notificationsService({
      repository: notificationRows,
      memberIdOf,
      tellBells: bellSignals(liveBus, log),
    });
    return { notificationRows, notifications, notify: notifications.notify };
  },
  async routes(api, { notifications }) {
    await api.register(notificationsRoutes, { service: notifications });
  },
});
