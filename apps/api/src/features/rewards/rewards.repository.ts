import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { promoCodeImportQueries } from './promo-code-imports.repository';
import { rewardCatalogueQueries } from './reward-catalogue.repository';
import { rewardClaimQueries } from './reward-claims.repository';
import { rewardStatisticsQueries } from './reward-statistics.repository';

export type { ClaimRow } from './reward-claims.repository';
export type { CodeRow, RewardRow, StockRow } from './reward-catalogue.repository';
export type { ImportCounts, ImportRecord } from './promo-code-imports.repository';

/** The rewards feature's storage, one group of queries per use: the catalogue, imports, claims, statistics. */
export function rewardsRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...rewardCatalogueQueries(db),
    ...promoCodeImportQueries(db),
    ...rewardClaimQueries(db, events),
    ...rewardStatisticsQueries(db),
  };
}

export type RewardsRepository = ReturnType<typeof rewardsRepository>;
