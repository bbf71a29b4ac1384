import { ErrorCode, hasPremiumAccess, type Subscription } from '@vitalia/contracts';
import { dayMs } from '../../lib/calendar-days';
import { AppError } from '../../lib/errors';
import { effectiveSubscription, receiptMail, type BillingContext } from './billing-context';
import { publishMails } from './billing-mail-events';
import { receiptNumberOf, toGrant, toPayment, toSubscription } from './subscription-mapping';

/** What the member page shows: the member's own subscription and payments, and every complimentary grant. */
export async function billingOf({ repository, now }: BillingContext, userId: string) {
  const row = await repository.findByUser(userId);
  return {
    subscription: row ? { ...toSubscription(row, now()), planName: row.plan.name } : null,
    complimentary: (await repository.grantsOf(userId)).map(toGrant),
    payments: (await repository.listPayments(userId)).map(toPayment),
  };
}

/** `days` of Premium from now, or from the end of the grant running; refused while the member pays for it. */
export async function grantComplimentary(
  context: BillingContext,
  userId: string,
  days: number,
): Promise<Subscription> {
  const { repository, now } = context;
  const at = now();
  await repository.inTransaction(async (tx) => {
    await tx.lockMemberGrants(userId);
    const own = await tx.findByUser(userId);
    if (own && hasPremiumAccess(toSubscription(own, at)))
      throw new AppError(ErrorCode.complimentaryWhilePaid);
    const latestEnd = (await tx.grantsOf(userId))
      .filter((grant) => !grant.revokedAt && grant.endsAt > at)
      .reduce<Date | null>(
        (latest, grant) => (!latest || grant.endsAt > latest ? grant.endsAt : latest),
        null,
      );
    const plan = (await tx.listPlans({ activeOnly: true })).find((candidate) => candidate.tier === 'premium');
    if (!plan) throw new AppError(ErrorCode.planUnavailable);
    const startsAt = latestEnd ?? at;
    const endsAt = new Date(startsAt.getTime() + days * dayMs);
    await tx.insertGrant({ userId, planId: plan.id, startsAt, endsAt });
    await tx.audit({
      action: 'member.premium_granted',
      target: { type: 'member', id: userId },
      before: { complimentaryUntil: latestEnd?.toISOString() ?? null },
      after: { complimentaryUntil: endsAt.toISOString(), days },
    });
  });
  return (await effectiveSubscription(context, userId))!;
}

/** Ends every complimentary period now, the one running and any that follow it. */
export async function revokeComplimentary(
  { repository, now }: BillingContext,
  userId: string,
): Promise<void> {
  const at = now();
  await repository.inTransaction(async (tx) => {
    await tx.lockMemberGrants(userId);
    const open = (await tx.grantsOf(userId)).filter((grant) => !grant.revokedAt && grant.endsAt > at);
    if (open.length === 0) throw new AppError(ErrorCode.noComplimentaryPremium);
    for (const grant of open) await tx.revokeGrant(grant, at);
    const until = open.reduce((latest, grant) => (grant.endsAt > latest ? grant.endsAt : latest), at);
    await tx.audit({
      action: 'member.premium_revoked',
      target: { type: 'member', id: userId },
      before: { complimentaryUntil: until.toISOString() },
      after: { complimentaryUntil: null },
    });
  });
}

/** A succeeded payment's receipt, mailed again in the member's language. */
export async function resendReceipt(
  { repository }: BillingContext,
  userId: string,
  paymentId: string,
): Promise<void> {
  const row = await repository.findPayment(paymentId, userId);
  if (!row || row.payment.status !== 'succeeded') throw new AppError(ErrorCode.notFound);
  await repository.inTransaction(async (tx) => {
    await publishMails(tx, [receiptMail(userId, row.payment, row.plan)]);
    await tx.audit({
      action: 'member.receipt_resent',
      target: { type: 'member', id: userId },
      after: { receipt: receiptNumberOf(row.payment) },
    });
  });
}
