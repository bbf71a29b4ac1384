import { z } from 'zod';
import { planTiers, subscription, type Subscription } from './member-subscription';
import { paths } from './screens';

/**
 * Billing's `card` query: `update` opens the card page at once (where a failed renewal's email and bell lead, issue
 * 40); `updated` is where the card page comes back to, which Billing says.
 */
export const cardQuery = { name: 'card', update: 'update', updated: 'updated' } as const;
export const billingCardUpdatePath = () => `${paths.billing()}?${cardQuery.name}=${cardQuery.update}`;
export const billingCardUpdatedPath = () => `${paths.billing()}?${cardQuery.name}=${cardQuery.updated}`;

export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/**
 * The same day of the month (or the month's last day) one interval later, in UTC: when a period that starts at
 * `start` ends, which the API bills by and checkout tells the member before they pay.
 */
export function periodEndAfter(start: Date, interval: BillingInterval): Date {
  const months = interval === 'yearly' ? 12 : 1;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** A renewal that fails leaves the member `past_due`, with access, for this long before the subscription expires. */
export const renewalGraceDays = 7;
/** The renewal reminder goes this many days before a yearly renewal (issue 4). */
export const yearlyReminderDays = 7;

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
  /**
   * Language-model calls a member on this plan may make a day, across the coach and Karim's AI (issue 16); 0 keeps
   * the model off. Free members never reach the model, so a Free plan's number is stored but never read.
   */
  aiDailyCalls: z.number().int().nonnegative(),
});
export type Plan = z.infer<typeof plan>;

/** A plan's daily language-model calls when none is given: what every plan held when the number became the plan's. */
export const defaultAiDailyCalls = 40;
export const maxAiDailyCalls = 1000;

const planName = z.string().trim().min(1, '4000').max(60, '4000');
const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, '4000')
  .default('EUR');
const aiDailyCalls = z.number().int('4000').min(0, '4000').max(maxAiDailyCalls, '4000');

/** Admin and karim create plans; a Free plan costs nothing (D4). */
export const planCreate = z
  .object({
    name: planName,
    tier: z.enum(planTiers),
    type: z.enum(billingIntervals),
    priceCents: z.number().int().nonnegative().max(1_000_000),
    currency: currencyCode,
    isActive: z.boolean().default(true),
    /** Left out, the plan gets `defaultAiDailyCalls`. */
    aiDailyCalls: aiDailyCalls.optional(),
  })
  .refine((input) => input.tier !== 'free' || input.priceCents === 0, {
    path: ['priceCents'],
    message: '4000',
  });
export type PlanCreate = z.infer<typeof planCreate>;

/** Editing a plan changes what new subscribers pay; current subscribers keep their period's price. */
export const planUpdate = z.object({
  name: planName.optional(),
  priceCents: z.number().int().nonnegative().max(1_000_000).optional(),
  isActive: z.boolean().optional(),
  aiDailyCalls: aiDailyCalls.optional(),
});
export type PlanUpdate = z.infer<typeof planUpdate>;

export const planOrder = z.object({ planIds: z.array(z.string()).min(1).max(100) });

/** Billing screen: the member's subscription with its plan, what is scheduled, and the card on file. */
export const subscriptionDetails = z.object({
  ...subscription.shape,
  plan,
  provider: z.enum(paymentProviders).nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  /** Yearly → monthly waits for the period end (D4): the plan that takes over then. */
  scheduledPlan: plan.nullable(),
  /** Set while a failed renewal waits for a working card; access ends at this time. */
  graceEndsAt: z.iso.datetime().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Stripe only: its customer portal changes the card. */
  canManageCard: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;

export const planChoice = z.object({ planId: z.string().min(1) });
export type PlanChoice = z.infer<typeof planChoice>;

/**
 * Why a member cancels, asked when they do and counted in the statistics (issue 40): Stripe's own feedback values
 * where they mean the same, so a Stripe subscription carries it too.
 */
export const cancellationReasons = [
  'too_expensive',
  'unused',
  'missing_features',
  'switched_service',
  'technical_issues',
  'other',
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];
/** The reason is asked, never required: a cancellation without one is counted as given none. */
export const cancelRequest = z.object({ reason: z.enum(cancellationReasons, '4000').optional() }).nullish();
export type CancelRequest = z.infer<typeof cancelRequest>;

/** Where the provider sends the member back when they leave the checkout without paying. */
export const checkoutOrigins = ['subscription', 'billing'] as const;
export const checkoutRequest = planChoice.extend({ from: z.enum(checkoutOrigins).default('subscription') });
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const checkoutStart = z.object({ url: z.string() });

/** What a switch between monthly and yearly costs, shown before the member confirms it. */
export const switchPreview = z.object({
  plan,
  effective: z.enum(['now', 'period_end']),
  /** Charged now: the new price less the unused part of the current period (D4 proration); 0 at period end. */
  amountDueNowCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  effectiveAt: z.iso.datetime(),
});
export type SwitchPreview = z.infer<typeof switchPreview>;

export const paymentKinds = ['initial', 'renewal', 'proration'] as const;
export const paymentStatuses = ['succeeded', 'failed'] as const;

export const payment = z.object({
  id: z.string(),
  /** A receipt number, sequential across the product. */
  number: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentStatuses),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  planName: z.string(),
  planType: z.enum(billingIntervals),
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type Payment = z.infer<typeof payment>;

/** A printable receipt: the payment and who paid, in the account's language. */
export const receipt = payment.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  language: z.enum(['en', 'fr', 'ar']),
  provider: z.enum(paymentProviders),
});
export type Receipt = z.infer<typeof receipt>;

/** Admin and karim: the subscription figures the statistics tab reads (issue 4 §7). */
export const subscriptionStatistics = z.object({
  currency: z.string().length(3),
  activeByPlan: z.array(
    z.object({
      planId: z.string(),
      planName: z.string(),
      tier: z.enum(planTiers),
      type: z.enum(billingIntervals),
      active: z.number().int().nonnegative(),
    }),
  ),
  /** Oldest first, the last twelve months including this one; `month` is `YYYY-MM`. */
  months: z.array(
    z.object({
      month: z.string(),
      started: z.number().int().nonnegative(),
      cancelled: z.number().int().nonnegative(),
      /** Renewals the card refused (the member then has a grace period). */
      failedRenewals: z.number().int().nonnegative(),
      /** Paid Premium that ended: after a cancellation, or a grace period, ran out. */
      churned: z.number().int().nonnegative(),
      /** Members inside a paid Premium period at the month's end (now, for the month running). */
      premiumMembers: z.number().int().nonnegative(),
      /** Monthly recurring revenue at the month's end, from the payments: each spread over its period's months. */
      mrrCents: z.number().int().nonnegative(),
      /** Churned over the Premium members at the month's start; null when there were none. */
      churnRate: z.number().nonnegative().nullable(),
    }),
  ),
  /** Monthly recurring revenue: monthly prices plus a twelfth of yearly ones, for every paying subscription. */
  monthlyRecurringRevenueCents: z.number().int().nonnegative(),
  /** The reasons given for the cancellations of the last twelve months, most given first; `none` when none was. */
  cancellationsByReason: z.array(
    z.object({
      reason: z.enum([...cancellationReasons, 'none']),
      count: z.number().int().positive(),
    }),
  ),
  /** The paying subscriptions that revenue comes from: Premium giving access now. Free ones never count (issue 39). */
  payingSubscriptions: z.number().int().nonnegative(),
});
export type SubscriptionStatistics = z.infer<typeof subscriptionStatistics>;

/** D4: the yearly badge, computed from the real prices; null when there is nothing to save. */
export function yearlySavingPercent(monthlyPriceCents: number, yearlyPriceCents: number): number | null {
  if (monthlyPriceCents <= 0) return null;
  const percent = Math.round((1 - yearlyPriceCents / (12 * monthlyPriceCents)) * 100);
  return percent > 0 ? percent : null;
}

/** Premium features (feed, AI, community, member rewards) ask for this (D4). */
export function hasPremiumAccess(subscription: Pick<Subscription, 'tier' | 'isActive'> | null | undefined) {
  return subscription?.tier === 'premium' && subscription.isActive;
}
