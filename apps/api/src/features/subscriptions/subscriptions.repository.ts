import type { Database } from '../../db/client';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import { complimentaryGrantQueries } from './complimentary-grants.repository';
import { memberSubscriptionQueries } from './member-subscriptions.repository';
import { paymentProviderQueries } from './payment-provider.repository';
import { paymentQueries } from './payments.repository';
import { planQueries } from './plans.repository';
import { subscriptionStatisticsQueries } from './subscription-statistics.repository';

export type { ComplimentaryGrantRow } from './complimentary-grants.repository';
export type {
  SubscriptionEventType,
  SubscriptionRow,
  SubscriptionWithPlans,
  SubscriptionWrite,
} from './member-subscriptions.repository';
export type { CheckoutSessionRow, CustomerRow } from './payment-provider.repository';
export type { PaymentRow } from './payments.repository';
export type { PlanRow } from './plans.repository';

/** The billing queries, one group per topic, on the database or inside one transaction (`inTransaction`). */
function billingQueries(db: Database) {
  return {
    ...planQueries(db),
    ...memberSubscriptionQueries(db),
    ...paymentQueries(db),
    ...complimentaryGrantQueries(db),
    ...paymentProviderQueries(db),
    ...subscriptionStatisticsQueries(db),
  };
}

export type BillingQueries = ReturnType<typeof billingQueries>;

/** The queries inside a transaction, and the events that announce its change (written with it). */
export type BillingTransaction = BillingQueries & EventRecorder;

/**
 * A member's subscription and grants decide what they may reach: every write of either announces it in the same
 * transaction, so live access (the community's streams) follows whichever path made the change.
 */
function announcingAccessChanges(tx: BillingTransaction): BillingTransaction {
  const announce = (userId: string) => tx.publish('member.access-changed', { userId });
  return {
    ...tx,
    async save(userId, values) {
      const saved = await tx.save(userId, values);
      await announce(userId);
      return saved;
    },
    async insertGrant(grant) {
      const created = await tx.insertGrant(grant);
      await announce(grant.userId);
      return created;
    },
    async revokeGrant(grant, at) {
      await tx.revokeGrant(grant, at);
      await announce(grant.userId);
    },
  };
}

export function subscriptionsRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...billingQueries(db),
    /** Runs `work` in one transaction with the queries bound to it: all of it is written, or none. */
    inTransaction<T>(work: (tx: BillingTransaction) => Promise<T>): Promise<T> {
      return events.transaction(billingQueries, (tx) => work(announcingAccessChanges(tx)));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
