import type { Language } from '@vitalia/contracts';
import { composeEmail, emailLocales } from '../../lib/email-layout';
import { emailCopyIn, fill, greetingIn } from '../../lib/email-words';
import type { MailMessage } from '../../lib/mailer';

export interface BillingEmailFacts {
  to: string;
  language: Language;
  firstname: string | null;
  planName: string;
  /** Amount and currency, for a receipt, a failed charge or a coming renewal. */
  amountCents?: number;
  currency?: string;
  /** The date that matters: period end (receipt, reminder, cancellation) or end of access (failure). */
  date?: Date | null;
  receiptNumber?: string;
  billingUrl: string;
}

export type BillingEmailKind = 'receipt' | 'renewal_reminder' | 'cancellation' | 'payment_failed';

/** Each kind's words in the email copy (locales/<language>/emails.json, `billing`). */
const copyKeys = {
  receipt: 'receipt',
  renewal_reminder: 'renewalReminder',
  cancellation: 'cancellation',
  payment_failed: 'paymentFailed',
} as const satisfies Record<BillingEmailKind, string>;

export function formatMoney(amountCents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(emailLocales[language], { style: 'currency', currency }).format(
    amountCents / 100,
  );
}

/** The four billing emails (issue 4 §6), in the member's language; Arabic is laid out right to left. */
export function billingEmail(kind: BillingEmailKind, facts: BillingEmailFacts): MailMessage {
  const { language } = facts;
  const words = emailCopyIn(language).billing[copyKeys[kind]];
  const values = {
    plan: facts.planName,
    amount:
      facts.amountCents !== undefined && facts.currency
        ? formatMoney(facts.amountCents, facts.currency, language)
        : '',
    date: facts.date
      ? new Intl.DateTimeFormat(emailLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
          facts.date,
        )
      : '',
    receipt: facts.receiptNumber ?? '',
  };
  return composeEmail({
    to: facts.to,
    language,
    subject: words.subject,
    lines: [greetingIn(language, facts.firstname), ...words.lines.map((line) => fill(line, values))],
    action: { label: words.action, url: facts.billingUrl },
  });
}
