import { featureModule } from '../../lib/feature-module';
import { healthRoutes } from './health.routes';

/** Liveness and readiness for the proxy and the service manager. */
export const healthModule = featureModule({
  name: 'health',
  build: () => ({}),
  async routes(api, _built, { platform: { db } }) {
    await api.register(healthRoutes, { db });
  },
});
