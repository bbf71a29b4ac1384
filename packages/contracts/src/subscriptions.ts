import { z } from 'zod';

export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const planTiers = ['free', 'premium'] as const;

/** Prices travel in minor units (cents) so that no float ever touches money. */
export const plan = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(planTiers),
  type: z.enum(billingIntervals),
  priceCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type Plan = z.infer<typeof plan>;

export const subscriptionStatuses = ['active', 'cancelled', 'past_due', 'expired'] as const;

export const subscription = z.object({
  id: z.string(),
  planId: z.string(),
  status: z.enum(subscriptionStatuses),
  /** D4: true while the subscription grants access now (active, or cancelled inside the paid period). */
  isActive: z.boolean(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

/** D4: the yearly badge, computed from the real prices; null when there is nothing to save. */
export function yearlySavingPercent(monthlyPriceCents: number, yearlyPriceCents: number): number | null {
  if (monthlyPriceCents <= 0) return null;
  const percent = Math.round((1 - yearlyPriceCents / (12 * monthlyPriceCents)) * 100);
  return percent > 0 ? percent : null;
}
