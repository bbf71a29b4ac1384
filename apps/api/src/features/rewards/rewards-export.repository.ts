import { rewardTextIn, type Language } from '@vitalia/contracts';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { promoCodes, rewardClaims, rewards } from '../../db/schema';

/**
 * The rewards' part of a member's data export (decision 046): each claim with its code, and the code it replaced
 * when the member reported one. Codes won in a draw are in the draws' section.
 */
export function rewardsExport(db: Database) {
  const reported = alias(promoCodes, 'reported_code');
  return async (userId: string, language: Language) => {
    const claims = await db
      .select({
        name: rewards.name,
        writtenIn: rewards.writtenIn,
        translations: rewards.translations,
        partner: rewards.partner,
        category: rewards.category,
        code: promoCodes.code,
        expiresOn: promoCodes.expiresOn,
        claimedAt: rewardClaims.claimedAt,
        reportedCode: reported.code,
        reportedAt: reported.reportedAt,
      })
      .from(rewardClaims)
      .innerJoin(rewards, eq(rewards.id, rewardClaims.rewardId))
      .innerJoin(promoCodes, eq(promoCodes.id, rewardClaims.promoCodeId))
      .leftJoin(reported, eq(reported.id, rewardClaims.reportedCodeId))
      .where(eq(rewardClaims.userId, userId))
      .orderBy(asc(rewardClaims.claimedAt));
    return {
      claims: claims.map(({ name, writtenIn, translations, ...claim }) => ({
        reward: rewardTextIn(
          { name, description: '', writtenIn: writtenIn as Language, translations },
          'name',
          language,
        ).text,
        ...claim,
      })),
    };
  };
}
