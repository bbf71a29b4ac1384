import { memberRewardEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { MemberRewardsService } from './member-rewards.service';

/** D4/D7: Premium members browse and claim partner rewards; what anyone once received stays readable. */
export const memberRewardsRoutes: FastifyPluginAsync<{ service: MemberRewardsService }> = async (
  app,
  { service },
) => {
  serve(app, memberRewardEndpoints.listMemberRewards, async ({ caller, query }) => ({
    data: await service.rewards(caller, query.category),
  }));
  serve(app, memberRewardEndpoints.claimReward, async ({ caller, params, reply }) => {
    const { claim, isNew } = await service.claim(caller, params.rewardId);
    if (!isNew) reply.status(200);
    return { data: claim };
  });
  serve(app, memberRewardEndpoints.listMyClaims, async ({ caller }) => ({
    data: await service.mine(caller),
  }));
  serve(app, memberRewardEndpoints.reportClaim, async ({ caller, params }) => ({
    data: await service.report(caller, params.claimId),
  }));
};
