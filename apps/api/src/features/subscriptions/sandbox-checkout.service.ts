import {
  billingCardUpdatedPath,
  ErrorCode,
  sandboxCardBehaviour,
  type SandboxCardInput,
  type SandboxOutcome,
  type SandboxSession,
  paths,
} from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import { publishMails } from './billing-mail-events';
import { settle } from './billing-job';
import type { CheckoutSessionRow } from './payment-provider.repository';
import { sandboxCardOf } from './plan-choice';
import { canManageCardOf } from './subscription-mapping';
import type { BillingQueries, SubscriptionsRepository } from './subscriptions.repository';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * The sandbox provider's hosted checkout (D4): a page of ours in test mode that takes test card numbers and answers
 * as a provider's test mode would. The session id is the capability, as a provider's checkout URL is: the page needs
 * no bearer token, and the session is bound to the member who opened it.
 */
export function sandboxCheckoutService({
  repository,
  subscriptions,
  now = () => new Date(),
}: {
  repository: SubscriptionsRepository;
  subscriptions: Pick<SubscriptionsService, 'activatePaidPlan'>;
  now?: () => Date;
}) {
  const successUrl = (origin: URL) => new URL(`${paths.dashboard()}?checkout=success`, origin).href;
  const cardUpdatedUrl = (origin: URL) => new URL(billingCardUpdatedPath(), origin).href;

  async function openSession(id: string) {
    const found = await repository.findCheckoutSession(id);
    if (!found || found.session.provider !== 'sandbox') throw new AppError(ErrorCode.notFound);
    return found;
  }

  const isSpent = (session: { status: string; expiresAt: Date }) =>
    session.status === 'completed' || session.status === 'expired' || session.expiresAt <= now();

  async function complete(session: CheckoutSessionRow, cardNumber: string, origin: URL) {
    const { id, userId, planId } = session;
    const plan = await repository.findPlan(planId);
    if (!plan) throw new AppError(ErrorCode.planUnavailable);
    await repository.inTransaction(async (tx) => {
      // Two tabs paying the same session: the second finds it completed and pays nothing.
      const moved = await tx.moveCheckoutSession(id, ['open', 'requires_confirmation'], 'completed');
      if (!moved) throw new AppError(ErrorCode.checkoutClosed);
      if (session.purpose === 'card') return publishMails(tx, await replaceCard(tx, userId, cardNumber));
      const receipt = await subscriptions.activatePaidPlan(tx, userId, plan, cardNumber, id);
      await publishMails(tx, [receipt]);
    });
    const redirectUrl = session.purpose === 'card' ? cardUpdatedUrl(origin) : successUrl(origin);
    return { status: 'completed' as const, redirectUrl };
  }

  /**
   * The card on file becomes this one; a past-due renewal is charged to it at once, as Stripe charges an open
   * invoice to a new default card. A plan lapsed meanwhile has nothing to charge: the session is refused.
   */
  async function replaceCard(tx: BillingQueries, userId: string, cardNumber: string) {
    const row = await tx.lockByUser(userId);
    const customer = await tx.findCustomer(userId);
    if (!row || !canManageCardOf(row, customer, now())) throw new AppError(ErrorCode.checkoutClosed);
    await tx.saveCustomer({
      ...sandboxCardOf(cardNumber),
      userId,
      provider: 'sandbox',
      providerCustomerId: null,
    });
    return row.subscription.status === 'past_due' ? settle(tx, row, now(), { isRetryForced: true }) : [];
  }

  return {
    /**
     * What the payment page shows, read by anyone holding the link: the order and where it leads back, never who the
     * member is (their email or id), which a link passed on or left in a history would give away.
     */
    async session(id: string, origin: URL): Promise<SandboxSession> {
      const { session, plan } = await openSession(id);
      const isCard = session.purpose === 'card';
      const isOverdue =
        isCard && (await repository.findByUser(session.userId))?.subscription.status === 'past_due';
      return {
        id: session.id,
        status:
          isSpent(session) && session.status !== 'completed'
            ? 'expired'
            : (session.status as SandboxSession['status']),
        purpose: isCard ? 'card' : 'subscribe',
        planName: plan.name,
        planType: plan.interval as SandboxSession['planType'],
        amountCents: !isCard || isOverdue ? plan.priceCents : 0,
        currency: plan.currency,
        successUrl: isCard ? cardUpdatedUrl(origin) : successUrl(origin),
        cancelUrl: new URL(session.cancelPath, origin).href,
      };
    },

    async pay(id: string, card: SandboxCardInput, origin: URL): Promise<SandboxOutcome> {
      const { session } = await openSession(id);
      if (isSpent(session)) throw new AppError(ErrorCode.checkoutClosed);
      const cardNumber = card.cardNumber.replace(/\D/g, '');
      // As in a provider's test mode, a number that is not a test card is declined: no real card is ever charged.
      const behaviour = sandboxCardBehaviour(cardNumber);
      if (behaviour === null || behaviour === 'declined') throw new AppError(ErrorCode.cardDeclined);
      if (behaviour === 'needsConfirmation') {
        const moved = await repository.moveCheckoutSession(id, ['open'], 'requires_confirmation', cardNumber);
        if (!moved) throw new AppError(ErrorCode.checkoutClosed);
        return { status: 'requires_confirmation' };
      }
      return complete(session, cardNumber, origin);
    },

    /** The second confirmation (a bank's check): approving pays, declining leaves the session open for another card. */
    async confirm(id: string, approve: boolean, origin: URL): Promise<SandboxOutcome> {
      const { session } = await openSession(id);
      if (isSpent(session) || session.status !== 'requires_confirmation' || !session.pendingCardNumber) {
        throw new AppError(ErrorCode.checkoutClosed);
      }
      if (!approve) {
        await repository.moveCheckoutSession(id, ['requires_confirmation'], 'open');
        throw new AppError(ErrorCode.cardDeclined);
      }
      return complete(session, session.pendingCardNumber, origin);
    },
  };
}

export type SandboxCheckoutService = ReturnType<typeof sandboxCheckoutService>;
