import type { EventRecorder } from '../../lib/domain-events/domain-events';
import type { BillingEmailFacts, BillingEmailKind } from './billing-emails';

/** A billing email decided inside a transaction, written out in the member's language when delivered. */
export interface PendingMail {
  kind: BillingEmailKind;
  userId: string;
  facts: Omit<BillingEmailFacts, 'to' | 'language' | 'firstname' | 'billingUrl'>;
}

/** A billing email as its event carries it: JSON, so the date travels as an ISO string. */
export interface BillingMailEvent extends Omit<PendingMail, 'facts'> {
  facts: Omit<PendingMail['facts'], 'date'> & { date?: string | null };
}

/** Billing mail is an event written with the change it announces (decision 024): a rollback never mails. */
export async function publishMails(tx: EventRecorder, mails: PendingMail[]) {
  for (const { facts, ...mail } of mails) {
    await tx.publish('billing.email', {
      ...mail,
      facts: { ...facts, date: facts.date?.toISOString() ?? null },
    });
  }
}

export function mailOfEvent({ facts, ...mail }: BillingMailEvent): PendingMail {
  return { ...mail, facts: { ...facts, date: facts.date ? new Date(facts.date) : null } };
}
