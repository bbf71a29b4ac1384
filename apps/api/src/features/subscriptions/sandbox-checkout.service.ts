import {
  ErrorCode,
  sandboxCardBehaviour,
  type SandboxCardInput,
  type SandboxOutcome,
  type SandboxSession,
  paths,
} from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import { publishMails } from './billing-mail-events';
import type { SubscriptionsRepository } from './subscriptions.repository';
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

  async function openSession(id: string) {
    const found = await repository.findCheckoutSession(id);
    if (!found || found.session.provider !== 'sandbox') throw new AppError(ErrorCode.notFound);
    return found;
  }

  const isSpent = (session: { status: string; expiresAt: Date }) =>
    session.status === 'completed' || session.status === 'expired' || session.expiresAt <= now();

  async function complete(id: string, userId: string, planId: string, cardNumber: string, origin: URL) {
    const plan = await repository.findPlan(planId);
    if (!plan) throw new AppError(ErrorCode.planUnavailable);
    await repository.inTransaction(async (tx) => {
      // Two tabs paying the same session: the second finds it completed and pays nothing.
      const moved = await tx.moveCheckoutSession(id, ['open', 'requires_confirmation'], 'completed');
      if (!moved) throw new AppError(ErrorCode.checkoutClosed);
      const receipt = await subscriptions.activatePaidPlan(tx, userId, plan, cardNumber, id);
      await publishMails(tx, [receipt]);
    });
    return { status: 'completed' as const, redirectUrl: successUrl(origin) };
  }

  return {
    /**
     * What the payment page shows, read by anyone holding the link: the order and where it leads back, never who the
     * member is (their email or id), which a link passed on or left in a history would give away.
     */
    async session(id: string, origin: URL): Promise<SandboxSession> {
      const { session, plan } = await openSession(id);
      return {
        id: session.id,
        status:
          isSpent(session) && session.status !== 'completed'
            ? 'expired'
            : (session.status as SandboxSession['status']),
        planName: plan.name,
        planType: plan.interval as SandboxSession['planType'],
        amountCents: plan.priceCents,
        currency: plan.currency,
        successUrl: successUrl(origin),
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
      return complete(id, session.userId, session.planId, cardNumber, origin);
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
      return complete(id, session.userId, session.planId, session.pendingCardNumber, origin);
    },
  };
}

export type SandboxCheckoutService = ReturnType<typeof sandboxCheckoutService>;
