import { z } from 'zod';
import { billingIntervals } from './subscriptions';

/**
 * The sandbox provider's test cards (D4), numbered as Stripe's test mode numbers them so that the same habits work in
 * both: what each does is decided by the number alone.
 */
export const sandboxTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000002500003155',
  /** Pays at checkout, then every later charge on it is declined (renewals, switches): how failures are tried out. */
  renewalsDeclined: '4000000000000341',
} as const;
export type SandboxCardBehaviour = keyof typeof sandboxTestCards;

export function sandboxCardBehaviour(cardNumber: string): SandboxCardBehaviour | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const entry = Object.entries(sandboxTestCards).find(([, number]) => number === digits);
  return entry ? (entry[0] as SandboxCardBehaviour) : null;
}

/** Luhn check, as a card form does before it sends anything. */
export function isCardNumber(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY`, not in the past (compared with `today`). */
export function isCardExpiry(expiry: string, today = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
}

export const sandboxCardInput = z.object({
  cardNumber: z.string().refine(isCardNumber, '7407'),
  expiry: z.string().refine((value) => isCardExpiry(value), '7408'),
  cvc: z.string().regex(/^\d{3,4}$/, '7409'),
  name: z.string().trim().min(1, '7410').max(100, '7410'),
});
export type SandboxCardInput = z.infer<typeof sandboxCardInput>;

export const sandboxSessionStatuses = ['open', 'requires_confirmation', 'completed', 'expired'] as const;

/**
 * The hosted page's order, answered to anyone holding the session's link (its id is the capability): only what paying
 * needs, nothing that names the member (no email, no id).
 */
export const sandboxSession = z.object({
  id: z.string(),
  status: z.enum(sandboxSessionStatuses),
  /** Buying the plan, or changing the card it is charged to (what Stripe's portal does at Stripe). */
  purpose: z.enum(['subscribe', 'card']),
  planName: z.string(),
  planType: z.enum(billingIntervals),
  /** Charged on this page: the plan's price; for a card, the renewal it failed to pay, else nothing. */
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** Where the member goes on success, and where "back" leads without paying. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type SandboxSession = z.infer<typeof sandboxSession>;

export const sandboxConfirmation = z.object({ approve: z.boolean() });

/** What the sandbox answers a card, or a bank's second check: paid (go back to the app), or confirm first. */
export const sandboxOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('completed'), redirectUrl: z.string() }),
  z.object({ status: z.literal('requires_confirmation') }),
]);
export type SandboxOutcome = z.infer<typeof sandboxOutcome>;

/** A checkout id is base64url of 24 random bytes (startCheckout): anything else is refused before it is looked up. */
export const sandboxSessionId = z.string().regex(/^[\w-]{32}$/, '4000');
