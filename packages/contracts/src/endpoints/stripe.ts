import { z } from 'zod';
import { access, endpoint } from '../endpoint';

/**
 * Stripe's side: neither call carries a bearer token. The webhook is proven by its signature over the raw body, the
 * return by the Checkout Session id, which only the member's browser has.
 */
export const stripeWebhook = endpoint({
  method: 'POST',
  path: '/billing/stripe/webhook',
  access: access.public,
  resource: 'subscription',
  summary: "Stripe's events, signed: payments, renewals and ends of subscriptions",
  response: z.object({ received: z.literal(true) }),
});

export const stripeReturn = endpoint({
  method: 'GET',
  path: '/billing/stripe/return',
  access: access.public,
  resource: 'checkout',
  summary: 'Where Stripe Checkout sends the member back: settles the checkout, then redirects into the app',
  query: z.object({ session_id: z.string().min(1).max(255) }),
});
