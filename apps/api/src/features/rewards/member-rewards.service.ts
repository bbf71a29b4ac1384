import type { MemberClaim, MemberReward, RewardCategory } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { LowStockCheck } from './low-stock';
import type { ClaimRow, RewardsRepository } from './rewards.repository';

const memberClaimOf = (row: ClaimRow): MemberClaim => ({
  id: row.id,
  source: row.source,
  rewardId: row.rewardId,
  rewardName: row.rewardName,
  category: row.category as RewardCategory,
  partner: row.partner,
  code: row.code,
  expiresAt: row.expiresOn,
  claimedAt: row.claimedAt.toISOString(),
  canReport: row.source === 'claim' && !row.hasReported,
  reportedAt: row.reportedAt?.toISOString() ?? null,
});

/** The member side of rewards (D7): browse, claim one code per reward, report a code that does not work. */
export function memberRewardsService(deps: {
  repository: RewardsRepository;
  memberIdOf: (caller: Caller) => Promise<string>;
  checkLowStock: LowStockCheck;
}) {
  const { repository } = deps;

  async function claimOf(userId: string, claimId: string): Promise<MemberClaim> {
    const claim = (await repository.claimsOf(userId)).find((row) => row.id === claimId);
    if (!claim) throw new AppError(4004);
    return memberClaimOf(claim);
  }

  return {
    async rewards(caller: Caller, category?: RewardCategory): Promise<MemberReward[]> {
      const rows = await repository.activeRewardsFor(await deps.memberIdOf(caller), category);
      // D7: members browse what they can still get; a reward they already hold stays listed with its code.
      return rows
        .filter((row) => row.inStock || row.claimId)
        .map((row) => ({
          id: row.id,
          name: row.name,
          category: row.category as RewardCategory,
          partner: row.partner,
          description: row.description,
          inStock: row.inStock,
          claimId: row.claimId,
        }));
    },

    /** `isNew` false: the member had already claimed this reward, and gets the same code back. */
    async claim(caller: Caller, rewardId: string): Promise<{ claim: MemberClaim; isNew: boolean }> {
      const userId = await deps.memberIdOf(caller);
      const reward = await repository.rewardById(rewardId);
      if (!reward?.isActive) throw new AppError(7507);
      const outcome = await repository.claim(rewardId, userId);
      if (!outcome) throw new AppError(7506);
      if (outcome.isNew) await deps.checkLowStock(rewardId);
      return { claim: await claimOf(userId, outcome.claimId), isNew: outcome.isNew };
    },

    async mine(caller: Caller): Promise<MemberClaim[]> {
      return (await repository.claimsOf(await deps.memberIdOf(caller))).map(memberClaimOf);
    },

    async report(caller: Caller, claimId: string): Promise<MemberClaim> {
      const userId = await deps.memberIdOf(caller);
      const outcome = await repository.replaceReportedCode(claimId, userId);
      if (outcome === null) throw new AppError(4004);
      if (outcome === 'reported') throw new AppError(7508);
      if (outcome === 'out_of_stock') throw new AppError(7506);
      await deps.checkLowStock(outcome.rewardId);
      return claimOf(userId, claimId);
    },
  };
}

export type MemberRewardsService = ReturnType<typeof memberRewardsService>;
