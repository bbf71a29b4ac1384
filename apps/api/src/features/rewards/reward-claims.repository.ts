import type { RewardCategory, RewardTranslations } from '@vitalia/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dateOrNull, rowsOf } from '../../db/rows';
import { promoCodes, rewardClaims } from '../../db/schema';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { RewardRow } from './reward-catalogue.repository';

export interface ClaimRow {
  id: string;
  source: 'claim' | 'draw';
  rewardId: string;
  rewardName: string;
  writtenIn: string;
  translations: RewardTranslations;
  category: string;
  partner: string;
  code: string;
  expiresOn: string | null;
  claimedAt: Date;
  reportedAt: Date | null;
  hasReported: boolean;
}

// "Available" means a member could still be given it: not used and not past the partner's expiry.
const isClaimable = sql`${promoCodes.status} = 'available' and (${promoCodes.expiresOn} is null or ${promoCodes.expiresOn} >= current_date)`;

/** What members are offered and what they received; the low-stock flag their claims move. */
function memberRewardQueries(db: Database) {
  /** Locks and takes the oldest claimable code of a reward; codes held by another claim are skipped, not waited on. */
  async function takeCode(rewardId: string, userId: string) {
    const [code] = rowsOf<{ id: number }>(
      await db.execute(sql`
        update promo_codes set status = 'used', user_id = ${userId}, used_at = now()
        where id = (
          select id from promo_codes
          where reward_id = ${rewardId} and ${isClaimable}
          order by created_at, import_row nulls last, id
          limit 1 for update skip locked
        )
        returning id`),
    );
    return code?.id ?? null;
  }

  async function claimIdOf(rewardId: string, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: rewardClaims.id })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.rewardId, rewardId), eq(rewardClaims.userId, userId)));
    return row?.id ?? null;
  }

  return {
    async activeRewardsFor(userId: string, category: RewardCategory | undefined) {
      const inCategory = category ? sql`and r.category = ${category}` : sql``;
      return rowsOf<RewardRow & { inStock: boolean; claimId: string | null }>(
        await db.execute(sql`
          select r.id, r.name, r.category, r.partner, r.description,
            r.written_language as "writtenIn", r.translations,
            exists (select 1 from promo_codes c where c.reward_id = r.id
              and c.status = 'available' and (c.expires_on is null or c.expires_on >= current_date)) as "inStock",
            rc.id as "claimId"
          from rewards r left join reward_claims rc on rc.reward_id = r.id and rc.user_id = ${userId}
          where r.is_active ${inCategory}
          order by r.category, r.name`),
      );
    },

    takeCode,
    claimIdOf,

    /** What a member received: their claims and their draw prizes, newest first. */
    async claimsOf(userId: string): Promise<ClaimRow[]> {
      const rows = rowsOf<ClaimRow>(
        await db.execute(sql`
          select rc.id::text as id, 'claim' as source, r.id as "rewardId", r.name as "rewardName",
            r.written_language as "writtenIn", r.translations, r.category, r.partner,
            c.code, c.expires_on::text as "expiresOn", rc.claimed_at as "claimedAt",
            reported.reported_at as "reportedAt", rc.reported_code_id is not null as "hasReported"
          from reward_claims rc
            join rewards r on r.id = rc.reward_id
            join promo_codes c on c.id = rc.promo_code_id
            left join promo_codes reported on reported.id = rc.reported_code_id
          where rc.user_id = ${userId}
          union all
          select c.id::text, 'draw', r.id, r.name, r.written_language, r.translations, r.category, r.partner, c.code,
            c.expires_on::text,
            coalesce(d.drawn_at, c.used_at), null, true
          from draw_winners w
            join draws d on d.id = w.draw_id
            join promo_codes c on c.id = w.promo_code_id
            join rewards r on r.id = c.reward_id
          where w.user_id = ${userId}
          order by "claimedAt" desc`),
      );
      return rows.map((row) => ({
        ...row,
        claimedAt: new Date(row.claimedAt),
        reportedAt: dateOrNull(row.reportedAt),
      }));
    },

    /**
     * Flags a reward whose claimable stock fell below its threshold, once per crossing: true only for the call that
     * flips the flag, so the admins are mailed once. A restocked reward is unflagged.
     */
    async flagLowStock(rewardId: string): Promise<boolean> {
      const available = sql`(select count(*) from promo_codes c where c.reward_id = ${rewardId}
        and c.status = 'available' and (c.expires_on is null or c.expires_on >= current_date))`;
      await db.execute(sql`
        update rewards set low_stock_alerted = false
        where id = ${rewardId} and low_stock_alerted and ${available} >= low_stock_threshold`);
      const flipped = await db.execute(sql`
        update rewards set low_stock_alerted = true
        where id = ${rewardId} and not low_stock_alerted and ${available} < low_stock_threshold
        returning id`);
      return rowsOf(flipped).length > 0;
    },
  };
}

/** Thrown to undo a claim's transaction: the member's own other claim got there first. */
class LostClaimRace extends Error {}

/** A transaction's queries, and its handle for the statements written here. */
const withQueries = (tx: Database) => ({ ...memberRewardQueries(tx), db: tx });

/** Taking codes out of stock announces it (`reward.codes-taken`), in the same transaction: the low-stock check follows. */
export function rewardClaimQueries(db: Database, events: Pick<EventBus, 'transaction'>) {
  const queries = memberRewardQueries(db);
  return {
    ...queries,

    /**
     * One code per member and reward: the code is taken under a row lock that other claims skip, so simultaneous
     * claims never share one; the unique (member, reward) key makes a member's second, simultaneous claim give
     * back the first. Null when nothing is left.
     */
    async claim(rewardId: string, userId: string): Promise<{ claimId: string; isNew: boolean } | null> {
      const existing = await queries.claimIdOf(rewardId, userId);
      if (existing) return { claimId: existing, isNew: false };
      return events
        .transaction(withQueries, async (tx) => {
          const codeId = await tx.takeCode(rewardId, userId);
          if (!codeId) return null;
          const [inserted] = await tx.db
            .insert(rewardClaims)
            .values({ rewardId, userId, promoCodeId: codeId })
            .onConflictDoNothing()
            .returning({ id: rewardClaims.id });
          // Lost the race to the member's own other claim: give the code back by undoing this transaction.
          if (!inserted) throw new LostClaimRace();
          await tx.publish('reward.codes-taken', { rewardId });
          await tx.publish('reward.claimed', { claimId: inserted.id, userId });
          return { claimId: inserted.id, isNew: true };
        })
        .catch(async (error: unknown) => {
          const winner = await queries.claimIdOf(rewardId, userId);
          if (winner) return { claimId: winner, isNew: false };
          throw error;
        });
    },

    /**
     * Swaps a claim's code for a fresh one, once: the old code keeps its member and is flagged for the partner.
     * 'reported' when it was already swapped, 'out_of_stock' when nothing is left, null when the claim is not theirs.
     */
    async replaceReportedCode(
      claimId: string,
      userId: string,
    ): Promise<{ rewardId: string } | 'reported' | 'out_of_stock' | null> {
      return events.transaction(withQueries, async (tx) => {
        const [claim] = rowsOf<{ rewardId: string; promoCodeId: number; reportedCodeId: number | null }>(
          await tx.db.execute(sql`
              select reward_id as "rewardId", promo_code_id as "promoCodeId", reported_code_id as "reportedCodeId"
              from reward_claims where id = ${claimId} and user_id = ${userId} for update`),
        );
        if (!claim) return null;
        if (claim.reportedCodeId) return 'reported' as const;
        const freshId = await tx.takeCode(claim.rewardId, userId);
        if (!freshId) return 'out_of_stock' as const;
        await tx.db.execute(sql`update promo_codes set reported_at = now() where id = ${claim.promoCodeId}`);
        await tx.db.execute(sql`
            update reward_claims set promo_code_id = ${freshId}, reported_code_id = ${claim.promoCodeId}
            where id = ${claimId}`);
        await tx.publish('reward.codes-taken', { rewardId: claim.rewardId });
        return { rewardId: claim.rewardId };
      });
    },
  };
}
