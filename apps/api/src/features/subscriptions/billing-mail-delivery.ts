import { billingCardUpdatePath, paths } from '@vitalia/contracts';
import type { BillingContext } from './billing-context';
import { billingEmail, type BillingEmailKind } from './billing-emails';
import { mailOfEvent } from './billing-mail-events';

/** The billing emails the bell tells too; receipts and cancellations are records, always emailed. */
const notifiedKinds: Partial<Record<BillingEmailKind, 'renewal_coming' | 'payment_failed'>> = {
  renewal_reminder: 'renewal_coming',
  payment_failed: 'payment_failed',
};

export function deliverBillingMails({ events, members, mailer, notify, publicUrl }: BillingContext): void {
  // Emails are read away from any request: their links use PUBLIC_URL.
  const billingUrl = new URL(paths.billing(), publicUrl).href;
  // A failed renewal leads straight to the card page, through Billing (issue 40).
  const cardUpdateUrl = new URL(billingCardUpdatePath(), publicUrl).href;

  events.on('billing.email', 'billing-email', async (event, { deliveryKey }) => {
    const mail = mailOfEvent(event);
    const member = await members.contactOf(mail.userId);
    if (!member) return;
    const kind = notifiedKinds[mail.kind];
    if (kind) {
      const money = { amountCents: event.facts.amountCents ?? 0, currency: event.facts.currency ?? 'EUR' };
      const facts = { date: event.facts.date ?? null, ...money };
      const { email } = await notify({ userId: mail.userId, kind, facts, key: deliveryKey });
      if (!email) return;
    }
    await mailer.send({
      ...billingEmail(mail.kind, {
        ...mail.facts,
        to: member.email,
        language: member.language,
        firstname: member.firstname,
        billingUrl: mail.kind === 'payment_failed' ? cardUpdateUrl : billingUrl,
      }),
      idempotencyKey: deliveryKey,
    });
  });
}
