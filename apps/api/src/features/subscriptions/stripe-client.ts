import { ErrorCode, type Language } from '@vitalia/contracts';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { AppError } from '../../lib/errors';

export type StripeSettings = Extract<PaymentsConfig, { provider: 'stripe' }>;

/**
 * The SDK's client. It speaks the API version the SDK is pinned to, whose shapes its types describe (periods on the
 * subscription item, an invoice's subscription under `parent`). Tests point it at a stand-in on this machine.
 */
export function createStripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const target = apiUrl
    ? {
        host: apiUrl.hostname,
        port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
        protocol: apiUrl.protocol === 'https:' ? ('https' as const) : ('http' as const),
      }
    : {};
  // A member waits on these calls: fail within seconds rather than the SDK's 80 s default.
  return new Stripe(secretKey, { timeout: 20_000, ...target });
}

/**
 * Stripe's hosted pages (Checkout and the customer portal) offer English and French but not Arabic: their locale
 * lists have no `ar`. `auto` then lets Stripe follow the member's browser.
 */
const stripeLocales = { en: 'en', fr: 'fr', ar: 'auto' } as const satisfies Record<Language, string>;
export const stripeLocaleOf = (language: Language) => stripeLocales[language];

/**
 * Stripe's failures in our codes: unreachable or failing on its side → 7405 (try again), a declined card → 7400,
 * an unknown object → 4004. Anything else is a mistake of ours and stays a 5000 with its stack in the log.
 */
export async function stripeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const options = { cause: error };
    if (error instanceof Stripe.errors.StripeCardError)
      throw new AppError(ErrorCode.cardDeclined, undefined, options);
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500
    ) {
      throw new AppError(ErrorCode.paymentProviderUnreachable, undefined, options);
    }
    if (error.statusCode === 404) throw new AppError(ErrorCode.notFound, undefined, options);
    throw error;
  }
}

/** `expand`ed fields arrive as objects, the others as ids. */
export const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Fresh reads: state is only ever copied from what Stripe answers now, never from an event's (possibly old) copy. */
export function stripeReads(client: Stripe) {
  return {
    /** With what the sync needs: the latest invoice (a payment to record), the card, the scheduled switch. */
    subscription: (id: string) =>
      stripeCall(() =>
        client.subscriptions.retrieve(id, {
          expand: ['latest_invoice', 'default_payment_method', 'schedule'],
        }),
      ),
    checkoutSession: (id: string) => stripeCall(() => client.checkout.sessions.retrieve(id)),
    invoice: (id: string) => stripeCall(() => client.invoices.retrieve(id)),
  };
}

export type StripeReads = ReturnType<typeof stripeReads>;
