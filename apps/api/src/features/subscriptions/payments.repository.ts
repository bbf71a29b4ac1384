import { and, desc, eq, gt, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { complimentaryGrants, payments, plans } from '../../db/schema';
import type { PlanRow } from './plans.repository';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments, as receipts show them, and who had Premium when. */
export function paymentQueries(db: Database) {
  return {
    async insertPayment(payment: Omit<typeof payments.$inferInsert, 'id' | 'number'>): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(payment).returning();
      return created!;
    },

    /**
     * A provider's payment, recorded once however often it is reported: undefined when its provider id (or its
     * period's renewal) is already recorded.
     */
    async insertPaymentOnce(
      payment: Omit<typeof payments.$inferInsert, 'id' | 'number'>,
    ): Promise<PaymentRow | undefined> {
      const [created] = await db.insert(payments).values(payment).onConflictDoNothing().returning();
      return created;
    },

    async listPayments(userId: string): Promise<{ payment: PaymentRow; plan: PlanRow }[]> {
      return db
        .select({ payment: payments, plan: plans })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.number));
    },

    async findPayment(
      id: string,
      userId: string,
    ): Promise<{ payment: PaymentRow; plan: PlanRow } | undefined> {
      const [row] = await db
        .select({ payment: payments, plan: plans })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return row;
    },

    /**
     * Members who paid for Premium time overlapping [from, to): every succeeded payment records the period it paid
     * for, so a member who cancelled, lapsed or switched since still counts for the months they paid. With `userId`,
     * that member alone.
     */
    async premiumPayersBetween(from: Date, to: Date, userId?: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: payments.userId })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(
          and(
            eq(payments.status, 'succeeded'),
            eq(plans.tier, 'premium'),
            isNotNull(payments.userId),
            lt(payments.periodStart, to),
            gt(payments.periodEnd, from),
            userId ? eq(payments.userId, userId) : undefined,
          ),
        );
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    /** Members with Premium at `at`: a paid period or a running complimentary grant covers it. */
    async premiumAt(at: Date): Promise<string[]> {
      const [paid, offered] = await Promise.all([
        db
          .selectDistinct({ userId: payments.userId })
          .from(payments)
          .innerJoin(plans, eq(plans.id, payments.planId))
          .where(
            and(
              eq(payments.status, 'succeeded'),
              eq(plans.tier, 'premium'),
              lte(payments.periodStart, at),
              gt(payments.periodEnd, at),
            ),
          ),
        db
          .selectDistinct({ userId: complimentaryGrants.userId })
          .from(complimentaryGrants)
          .where(
            and(
              isNull(complimentaryGrants.revokedAt),
              lte(complimentaryGrants.startsAt, at),
              gt(complimentaryGrants.endsAt, at),
            ),
          ),
      ]);
      return [...new Set([...paid, ...offered].flatMap((row) => (row.userId ? [row.userId] : [])))];
    },
  };
}
