import type { Language } from '@vitalia/contracts';
import { fill } from '../../lib/email-words';
import ar from '../../locales/ar/checkout.json';
import en from '../../locales/en/checkout.json';
import fr from '../../locales/fr/checkout.json';

/** The words Stripe's checkout shows beside its pay button, one JSON file per language, checked like the emails. */
const copies: Record<Language, typeof en> = { en, fr, ar };

/**
 * What paying commits to, as the sandbox's page says it beside Pay (issue 40): taxes included, renewing until
 * cancelled, how to cancel, and a link to the terms (Stripe's custom text takes Markdown links).
 */
export const checkoutTermsIn = (language: Language, termsUrl: string) =>
  fill(copies[language].stripeSubmit, { termsUrl });
