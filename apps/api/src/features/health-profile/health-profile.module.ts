import { featureModule } from '../../lib/feature-module';
import { healthProfileRepository } from './health-profile.repository';
import { healthProfileRoutes } from './health-profile.routes';
import * as tables from './health-profile.schema';
import { healthProfileService, type HealthProfilePorts } from './health-profile.service';

export interface HealthProfileNeeds {
  members: { memberIdOf: HealthProfilePorts['memberIdOf'] };
}

export const healthProfileModule = featureModule({
  name: 'health-profile',
  tables,
  build: ({ db }, { members }: HealthProfileNeeds) => ({
    healthProfile: healthProfileService({
      repository: healthProfileRepository(db),
      memberIdOf: members.memberIdOf,
    }),
  }),
  async routes(api, { healthProfile }) {
    await api.register(healthProfileRoutes, { service: healthProfile });
  },
});
