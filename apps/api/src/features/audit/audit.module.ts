import { featureModule } from '../../lib/feature-module';
import { auditRoutes } from './audit.routes';

/** The staff's audit log, read (every feature writes it through its transactions). */
export const auditModule = featureModule({
  name: 'audit',
  build: () => ({}),
  async routes(api, _built, { platform: { db } }) {
    await api.register(auditRoutes, { db });
  },
});
