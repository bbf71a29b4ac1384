import {
  ErrorCode,
  rewardTextIn,
  rewardTextOf,
  type Language,
  type MemberClaim,
  type MemberReward,
  type RewardCategory,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import type { Notify } from '../../lib/notify';
import type { ClaimRow, RewardRow, RewardsRepository } from './rewards.repository';

/** D9: a reward's name or description in the member's language, else in the language it was written in. */
const textIn = (
  row: Pick<RewardRow, 'writtenIn' | 'translations'> & Record<'name' | 'description', string>,
  field: 'name' | 'description',
  language: Language,
) => rewardTextIn({ ...row, writtenIn: row.writtenIn as Language }, field, language);

const memberClaimOf = (row: ClaimRow, language: Language): MemberClaim => ({
  id: row.id,
  source: row.source,
  rewardId: row.rewardId,
  rewardName: textIn({ ...row, name: row.rewardName, description: '' }, 'name', language),
  category: row.category as RewardCategory,
  partner: row.partner,
  code: row.code,
  expiresAt: row.expiresOn,
  claimedAt: row.claimedAt.toISOString(),
  canReport: row.source === 'claim' && !row.hasReported,
  reportedAt: row.reportedAt?.toISOString() ?? null,
});

/**
 * The member side of rewards (D7): browse, claim one code per reward, report a code that does not work. A code taken
 * is announced in its transaction (`reward.codes-taken`), and the low-stock check follows the commit.
 */
export function memberRewardsService(deps: {
  repository: RewardsRepository;
  /** D9: texts are answered in the member's language. */
  memberOf: (caller: Caller) => Promise<{ id: string; language: Language }>;
  events: Pick<EventBus, 'on'>;
  notify: Notify;
}) {
  const { repository } = deps;

  deps.events.on('reward.claimed', 'claimed-code-notice', async ({ claimId, userId }, { deliveryKey }) => {
    const claim = (await repository.claimsOf(userId)).find((row) => row.id === claimId);
    if (!claim) return;
    const reward = {
      ...claim,
      name: claim.rewardName,
      description: '',
      writtenIn: claim.writtenIn as Language,
    };
    const rewardName = rewardTextOf(reward, 'name');
    await deps.notify({ userId, kind: 'code_claimed', facts: { rewardName }, key: deliveryKey });
  });

  async function claimOf(member: { id: string; language: Language }, claimId: string): Promise<MemberClaim> {
    const claim = (await repository.claimsOf(member.id)).find((row) => row.id === claimId);
    if (!claim) throw new AppError(ErrorCode.notFound);
    return memberClaimOf(claim, member.language);
  }

  return {
    async rewards(caller: Caller, category?: RewardCategory): Promise<MemberReward[]> {
      const member = await deps.memberOf(caller);
      const rows = await repository.activeRewardsFor(member.id, category);
      // D7: members browse what they can still get; a reward they already hold stays listed with its code.
      return rows
        .filter((row) => row.inStock || row.claimId)
        .map((row) => ({
          id: row.id,
          name: textIn(row, 'name', member.language),
          category: row.category as RewardCategory,
          partner: row.partner,
          description: textIn(row, 'description', member.language),
          inStock: row.inStock,
          claimId: row.claimId,
        }));
    },

    /** `isNew` false: the member had already claimed this reward, and gets the same code back. */
    async claim(caller: Caller, rewardId: string): Promise<{ claim: MemberClaim; isNew: boolean }> {
      const member = await deps.memberOf(caller);
      const reward = await repository.rewardById(rewardId);
      if (!reward?.isActive) throw new AppError(ErrorCode.rewardUnavailable);
      const outcome = await repository.claim(rewardId, member.id);
      if (!outcome) throw new AppError(ErrorCode.rewardOutOfStock);
      return { claim: await claimOf(member, outcome.claimId), isNew: outcome.isNew };
    },

    async mine(caller: Caller): Promise<MemberClaim[]> {
      const member = await deps.memberOf(caller);
      return (await repository.claimsOf(member.id)).map((row) => memberClaimOf(row, member.language));
    },

    async report(caller: Caller, claimId: string): Promise<MemberClaim> {
      const member = await deps.memberOf(caller);
      const outcome = await repository.replaceReportedCode(claimId, member.id);
      if (outcome === null) throw new AppError(ErrorCode.notFound);
      if (outcome === 'reported') throw new AppError(ErrorCode.codeAlreadyReported);
      if (outcome === 'out_of_stock') throw new AppError(ErrorCode.rewardOutOfStock);
      return claimOf(member, claimId);
    },
  };
}

export type MemberRewardsService = ReturnType<typeof memberRewardsService>;
