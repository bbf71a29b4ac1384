import path from 'node:path';
import { paths } from '@vitalia/contracts';
import { featureModule } from '../../lib/feature-module';
import { lowStockAlerts } from './low-stock';
import { memberRewardsRoutes } from './member-rewards.routes';
import { memberRewardsService } from './member-rewards.service';
import { rewardsRepository } from './rewards.repository';
import { rewardsAdminRoutes } from './rewards.routes';
import * as tables from './rewards.schema';
import { rewardsService } from './rewards.service';
import { sweepAbandonedImportFiles } from './upload';

type MemberRewardsDependencies = Parameters<typeof memberRewardsService>[0];
export interface RewardsNeeds {
  members: Pick<Parameters<typeof lowStockAlerts>[0], 'staffContacts'> &
    Pick<MemberRewardsDependencies, 'memberOf'>;
  memberIdOf: Parameters<typeof rewardsAdminRoutes>[1]['memberIdOf'];
  notify: MemberRewardsDependencies['notify'];
}

/** Where promo-code files are spooled while an import reads them (upload.ts). */
const importUploadDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** The rewards catalogue, promo-code stock and imports for staff (D7), and members' claims (Perks). */
export const rewardsModule = featureModule({
  name: 'rewards',
  tables,
  build({ config, db, log, events, mailer }, { members, notify }: RewardsNeeds) {
    const rewardRows = rewardsRepository(db, events);
    const checkLowStock = lowStockAlerts({
      repository: rewardRows,
      staffContacts: members.staffContacts,
      mailer,
      stockUrl: new URL(paths.rewardsPromoCode(), config.publicUrl).href,
      log,
      events,
    });
    return {
      rewards: rewardsService({ repository: rewardRows, checkLowStock }),
      memberRewards: memberRewardsService({
        repository: rewardRows,
        memberOf: members.memberOf,
        events,
        notify,
      }),
    };
  },
  async routes(api, { rewards, memberRewards, memberIdOf }, { platform: { config } }) {
    await api.register(rewardsAdminRoutes, {
      service: rewards,
      memberIdOf,
      uploadDir: importUploadDirOf(config.dataDir),
    });
    await api.register(memberRewardsRoutes, { service: memberRewards });
  },
  jobs: (_built, { config }) => [
    {
      name: 'sweep-import-uploads',
      cron: '50 * * * *',
      run: async () => ({ removed: await sweepAbandonedImportFiles(importUploadDirOf(config.dataDir)) }),
    },
  ],
  async start({ rewards }, { log }) {
    const interrupted = await rewards.sweepInterruptedImports();
    if (interrupted > 0) log.warn({ interrupted }, 'promo-code imports cut off by a stop were rolled back');
  },
});
