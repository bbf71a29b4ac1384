import { featureModule } from '../../lib/feature-module';
import { auditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { auditService } from './audit.service';

/** The staff's audit log, read and exported (every feature writes it through its transactions). */
export const auditModule = featureModule({
  name: 'audit',
  build: () => ({}),
  async routes(api, _built, { platform: { db } }) {
    await api.register(auditRoutes, { service: auditService(auditRepository(db)) });
  },
});
