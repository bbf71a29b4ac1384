import { backgroundWorkReader } from '../../lib/job-runner/background-work';
import { featureModule } from '../../lib/feature-module';
import { jobsRoutes } from './jobs.routes';

/** The staff's view of scheduled work and the outbox's backlog. */
export const jobsModule = featureModule({
  name: 'jobs',
  build: () => ({}),
  async routes(api, _built, { platform: { db, events }, jobs }) {
    await api.register(jobsRoutes, { backgroundWork: backgroundWorkReader(db, [...jobs], events) });
  },
});
