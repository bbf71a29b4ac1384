import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import {
  cancelRequest,
  checkoutRequest,
  checkoutStart,
  payment,
  plan,
  planChoice,
  receipt,
  subscriptionDetails,
  switchPreview,
} from '../subscriptions';

/**
 * D4: the plans on sale, the member's own subscription, its changes and its payments; every call is about the caller
 * alone. A change to the plan shows in the profile too (its `subscription`), which the guard and dashboard read.
 */
const planChange = ['subscription', 'profile'] as const;

export const listPlans = endpoint({
  method: 'GET',
  path: '/plans',
  access: access.member,
  resource: 'plans',
  summary: 'The active plans, in the order the admins set',
  response: answer(z.array(plan)),
});

export const mySubscription = endpoint({
  method: 'GET',
  path: '/subscription',
  access: access.member,
  resource: 'subscription',
  summary:
    "The caller's subscription with its plan, what is scheduled and the card; null before a plan is chosen",
  response: answer(subscriptionDetails.nullable()),
});

export const chooseFreePlan = endpoint({
  method: 'POST',
  path: '/subscription/free',
  access: access.member,
  resource: 'subscription',
  changes: planChange,
  summary: 'Free, active at once; no payment involved',
  response: answer(subscriptionDetails),
});

export const startCheckout = endpoint({
  method: 'POST',
  path: '/subscription/checkout',
  access: access.member,
  resource: 'checkout',
  changes: ['checkout'],
  summary: "Opens the provider's checkout for a Premium plan and answers where to send the member",
  body: checkoutRequest,
  response: answer(checkoutStart),
});

export const cancelSubscription = endpoint({
  method: 'POST',
  path: '/subscription/cancel',
  access: access.member,
  resource: 'subscription',
  changes: planChange,
  summary: 'Cancels at the end of the paid period; access stays until then. Why, when the member says',
  body: cancelRequest,
  response: answer(subscriptionDetails),
});

export const resumeSubscription = endpoint({
  method: 'POST',
  path: '/subscription/resume',
  access: access.member,
  resource: 'subscription',
  changes: planChange,
  summary: 'Takes back a cancellation before the period ends',
  response: answer(subscriptionDetails),
});

/** A question, not a change: POST only because it carries the plan chosen. */
export const previewSwitch = endpoint({
  method: 'POST',
  path: '/subscription/switch/preview',
  access: access.member,
  resource: 'subscription',
  summary: 'What a switch between monthly and yearly costs now, and when it takes effect',
  body: planChoice,
  response: answer(switchPreview),
});

export const switchPlan = endpoint({
  method: 'POST',
  path: '/subscription/switch',
  access: access.member,
  resource: 'subscription',
  // Monthly → yearly is charged at once: a new payment and its receipt.
  changes: [...planChange, 'payments'],
  summary:
    'Monthly → yearly now (prorated), yearly → monthly at the period end; the current plan undoes a scheduled one',
  body: planChoice,
  response: answer(subscriptionDetails),
});

export const openCardPortal = endpoint({
  method: 'POST',
  path: '/subscription/portal',
  access: access.member,
  resource: 'subscription',
  summary: "Where the card on file changes: Stripe's customer portal, or the sandbox's card page",
  response: answer(checkoutStart),
});

export const listPayments = endpoint({
  method: 'GET',
  path: '/payments',
  access: access.member,
  resource: 'payments',
  summary: "The caller's payments, paid or failed, newest first",
  response: answer(z.array(payment)),
});

export const receiptOf = endpoint({
  method: 'GET',
  path: '/payments/:paymentId/receipt',
  access: access.member,
  resource: 'payments',
  summary: "A printable receipt of one of the caller's payments; another member's is not found",
  params: z.object({ paymentId: uuidParam }),
  response: answer(receipt),
});
