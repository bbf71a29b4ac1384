import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

/** The plans members choose from, in the order staff set. */
export function planQueries(db: Database) {
  return {
    async listPlans({ activeOnly }: { activeOnly: boolean }): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(activeOnly ? eq(plans.isActive, true) : undefined)
        .orderBy(asc(plans.position), asc(plans.createdAt));
    },

    async findPlan(id: string): Promise<PlanRow | undefined> {
      const [plan] = await db.select().from(plans).where(eq(plans.id, id));
      return plan;
    },

    async findPlanByStripePrice(stripePriceId: string): Promise<PlanRow | undefined> {
      const [plan] = await db.select().from(plans).where(eq(plans.stripePriceId, stripePriceId));
      return plan;
    },

    /**
     * Stores the plan's Stripe price unless one is stored already, and answers the stored one: two first checkouts at
     * once each create a price, the first stored wins and the other is never used.
     */
    async setStripePriceIfUnset(id: string, stripePriceId: string): Promise<string | undefined> {
      await db
        .update(plans)
        .set({ stripePriceId, updatedAt: sql`now()` })
        .where(and(eq(plans.id, id), isNull(plans.stripePriceId)));
      const [plan] = await db
        .select({ stripePriceId: plans.stripePriceId })
        .from(plans)
        .where(eq(plans.id, id));
      return plan?.stripePriceId ?? undefined;
    },

    /** A new plan goes last. */
    async insertPlan(plan: Omit<typeof plans.$inferInsert, 'position'>): Promise<PlanRow> {
      const [created] = await db
        .insert(plans)
        .values({ ...plan, position: sql`(select coalesce(max(${plans.position}), -1) + 1 from ${plans})` })
        .returning();
      return created!;
    },

    async updatePlan(
      id: string,
      changes: Partial<Pick<PlanRow, 'name' | 'priceCents' | 'isActive' | 'aiDailyCalls' | 'stripePriceId'>>,
    ): Promise<PlanRow | undefined> {
      const [updated] = await db
        .update(plans)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(plans.id, id))
        .returning();
      return updated;
    },

    async setPlanPositions(ids: string[]) {
      for (const [position, id] of ids.entries()) {
        await db
          .update(plans)
          .set({ position, updatedAt: sql`now()` })
          .where(eq(plans.id, id));
      }
    },
  };
}
