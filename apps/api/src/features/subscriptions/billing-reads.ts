import { ErrorCode, type Receipt, type SubscriptionDetails } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { details, type BillingContext } from './billing-context';
import { toPayment, toPlan } from './subscription-mapping';

export async function listPlans({ repository }: BillingContext) {
  return (await repository.listPlans({ activeOnly: true })).map(toPlan);
}

export async function mine(context: BillingContext, caller: Caller): Promise<SubscriptionDetails | null> {
  return details(context, (await context.members.memberOf(caller)).id);
}

export async function payments({ members, repository }: BillingContext, caller: Caller) {
  const member = await members.memberOf(caller);
  return (await repository.listPayments(member.id)).map(toPayment);
}

/** Only the member's own receipts: another member's payment id is simply not found. */
export async function receipt(
  { members, repository }: BillingContext,
  caller: Caller,
  paymentId: string,
): Promise<Receipt> {
  const member = await members.memberOf(caller);
  const row = isUuid(paymentId) ? await repository.findPayment(paymentId, member.id) : undefined;
  if (!row) throw new AppError(ErrorCode.notFound);
  const name = [member.firstname, member.lastname].filter(Boolean).join(' ');
  return {
    ...toPayment(row),
    customer: { name: name || member.email, email: member.email },
    language: member.language,
    provider: row.payment.provider as Receipt['provider'],
  };
}
