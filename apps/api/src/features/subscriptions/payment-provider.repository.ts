import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingCustomers, checkoutSessions, plans, processedProviderEvents } from '../../db/schema';
import type { PlanRow } from './plans.repository';

export type CustomerRow = typeof billingCustomers.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** The payment provider's side: the card on file, checkout sessions, and the provider events already handled. */
export function paymentProviderQueries(db: Database) {
  return {
    // Card on file

    async findCustomer(userId: string): Promise<CustomerRow | undefined> {
      const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return customer;
    },

    async saveCustomer(customer: Omit<typeof billingCustomers.$inferInsert, 'updatedAt'>) {
      const { userId, ...changes } = customer;
      await db
        .insert(billingCustomers)
        .values(customer)
        .onConflictDoUpdate({ target: billingCustomers.userId, set: { ...changes, updatedAt: sql`now()` } });
    },

    // Checkout sessions

    async insertCheckoutSession(session: typeof checkoutSessions.$inferInsert): Promise<CheckoutSessionRow> {
      const [created] = await db.insert(checkoutSessions).values(session).returning();
      return created!;
    },

    async findCheckoutSession(
      id: string,
    ): Promise<{ session: CheckoutSessionRow; plan: PlanRow } | undefined> {
      const [row] = await db
        .select({ session: checkoutSessions, plan: plans })
        .from(checkoutSessions)
        .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
        .where(eq(checkoutSessions.id, id));
      return row;
    },

    /**
     * Moves a session on only from the states given, so that two tabs paying at once complete it once: the loser
     * gets false and changes nothing.
     */
    async moveCheckoutSession(
      id: string,
      from: CheckoutSessionRow['status'][],
      to: CheckoutSessionRow['status'],
      pendingCardNumber: string | null = null,
    ): Promise<boolean> {
      const moved = await db
        .update(checkoutSessions)
        .set({ status: to, pendingCardNumber, completedAt: to === 'completed' ? sql`now()` : null })
        .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, from)))
        .returning({ id: checkoutSessions.id });
      return moved.length > 0;
    },

    // Provider events

    /** Records an event id; false when it was handled before (a replay). */
    async markEventProcessed(provider: string, eventId: string): Promise<boolean> {
      const inserted = await db
        .insert(processedProviderEvents)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: processedProviderEvents.eventId });
      return inserted.length > 0;
    },
  };
}
