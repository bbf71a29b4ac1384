import { paths } from '@vitalia/contracts';
import { featureModule } from '../../lib/feature-module';
import { drawsRepository } from './draws.repository';
import { drawsRoutes } from './draws.routes';
import * as tables from './draws.schema';
import { drawsService } from './draws.service';

type DrawsDependencies = Parameters<typeof drawsService>[0];
export interface DrawsNeeds {
  members: DrawsDependencies['members'];
  subscriptions: { premiumMembersIn: DrawsDependencies['premiumMembersIn'] };
  /** Weighted draws (issue 17): the games' points ledger decides each ticket's entries. */
  gameRows: { monthPointsOf: DrawsDependencies['monthPointsOf'] };
  notify: DrawsDependencies['notify'];
}

/** The monthly draws (D7): entries, the seeded random pick, winners mailed after commit. */
export const drawsModule = featureModule({
  name: 'draws',
  tables,
  build({ config, db, events, mailer }, { members, subscriptions, gameRows, notify }: DrawsNeeds) {
    return {
      draws: drawsService({
        repository: drawsRepository(db, events),
        members,
        premiumMembersIn: subscriptions.premiumMembersIn,
        monthPointsOf: gameRows.monthPointsOf,
        mailer,
        notify,
        events,
        rewardsUrl: new URL(paths.perks(), config.publicUrl).href,
      }),
    };
  },
  async routes(api, { draws }) {
    await api.register(drawsRoutes, { service: draws });
  },
});
