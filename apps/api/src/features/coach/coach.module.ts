import { featureModule } from '../../lib/feature-module';
import type { LanguageModelNeeds } from '../../lib/language-model/language-model.module';
import { coachRepository } from './coach.repository';
import { coachRoutes } from './coach.routes';
import * as tables from './coach.schema';
import { coachService, type CoachPorts } from './coach.service';
import { trainingRepository } from './training/training.repository';

export interface CoachNeeds extends LanguageModelNeeds {
  members: { bodyFactsOf: CoachPorts['memberOf'] };
  healthProfile: { read: CoachPorts['healthOf']; updateWeight: CoachPorts['updateWeight'] };
}

/** The AI coach: meal and training weeks from the member's targets, worded by the optional model. */
export const coachModule = featureModule({
  name: 'coach',
  tables,
  build({ db, events }, { members, healthProfile, modelQuota, modelDeadlineMs }: CoachNeeds) {
    const coachRows = coachRepository(db);
    const coach = coachService({
      repository: coachRows,
      trainingRepository: trainingRepository(db, events),
      memberOf: members.bodyFactsOf,
      healthOf: healthProfile.read,
      updateWeight: healthProfile.updateWeight,
      quota: modelQuota,
      deadlineMs: modelDeadlineMs,
    });
    return { coachRows, coach };
  },
  async routes(api, { coach }) {
    await api.register(coachRoutes, { service: coach });
  },
});
