import { hasPremiumAccess } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { effectiveSubscription, type BillingContext } from './billing-context';
import { accessEndsAt } from './subscription-lifecycle';
import { stateOf, toSubscription } from './subscription-mapping';

/** D4: premium features ask this of every caller. */
export async function hasPremium(context: BillingContext, caller: Caller): Promise<boolean> {
  const member = await context.members.memberOf(caller);
  return hasPremiumAccess(await effectiveSubscription(context, member.id));
}

/**
 * Premium now, and when it runs out by itself (a cancelled period's end, a failed renewal's grace, a grant's
 * end); `endsAt` null while it renews. Live access (the community's streams) is checked again at that moment.
 */
export async function premiumAccessOf(
  { repository, now }: BillingContext,
  userId: string,
): Promise<{ isActive: boolean; endsAt: Date | null }> {
  const at = now();
  const row = await repository.findByUser(userId);
  if (row && hasPremiumAccess(toSubscription(row, at))) {
    return { isActive: true, endsAt: accessEndsAt(stateOf(row)) };
  }
  const grant = await repository.currentGrant(userId, at);
  return grant ? { isActive: true, endsAt: grant.endsAt } : { isActive: false, endsAt: null };
}

/**
 * Issue 16: the language-model calls a day of the plan the member is on now (the one a complimentary grant gives
 * while it runs); 0 without a plan.
 */
export async function aiDailyCallsOf(context: BillingContext, userId: string): Promise<number> {
  const subscription = await effectiveSubscription(context, userId);
  if (!subscription) return 0;
  return (await context.repository.findPlan(subscription.planId))?.aiDailyCalls ?? 0;
}

/** Who has Premium now (a new post's readers). */
export function premiumMembersNow({ repository }: BillingContext) {
  return repository.premiumAt(new Date());
}

/**
 * D7 draws: the members who paid for Premium time in a calendar month (`YYYY-MM`, UTC), whatever their
 * subscription says today; with `userId`, that member if they did. A grace period after a failed renewal was not
 * paid for, so it does not count.
 */
export async function premiumMembersIn(
  { repository }: BillingContext,
  month: string,
  userId?: string,
): Promise<string[]> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1));
  const to = new Date(Date.UTC(year, monthNumber, 1));
  return repository.premiumPayersBetween(from, to, userId);
}
