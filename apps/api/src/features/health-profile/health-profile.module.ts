import { featureModule } from '../../lib/feature-module';
import { healthProfileRepository } from './health-profile.repository';
import { healthProfileRoutes } from './health-profile.routes';
import * as tables from './health-profile.schema';
import { healthProfileService } from './health-profile.service';

export const healthProfileModule = featureModule({
  name: 'health-profile',
  tables,
  build: ({ db }) => ({ healthProfile: healthProfileService(healthProfileRepository(db)) }),
  async routes(api, { healthProfile }) {
    await api.register(healthProfileRoutes, { service: healthProfile });
  },
});
