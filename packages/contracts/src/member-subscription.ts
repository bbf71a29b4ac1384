import { z } from 'zod/mini';

/**
 * The subscription a profile carries, in zod/mini: every screen's first load reads the profile, so its schema must
 * not bring classic zod with it (docs/decisions/005).
 */
export const planTiers = ['free', 'premium'] as const;
export type PlanTier = (typeof planTiers)[number];

export const subscriptionStatuses = ['active', 'cancelled', 'past_due', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscription = z.object({
  id: z.string(),
  planId: z.string(),
  tier: z.enum(planTiers),
  status: z.enum(subscriptionStatuses),
  /** D4: true while the subscription grants access now (active, or cancelled inside the paid period). */
  isActive: z.boolean(),
  currentPeriodEnd: z.nullable(z.iso.datetime()),
  cancelAtPeriodEnd: z.boolean(),
  /** Present when the Premium is complimentary, given by staff (issue 18): it ends then, with nothing charged. */
  complimentaryUntil: z.optional(z.iso.datetime()),
});
export type Subscription = z.infer<typeof subscription>;
