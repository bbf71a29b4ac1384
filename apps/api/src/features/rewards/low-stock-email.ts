import { isolate, type Language } from '@vitalia/contracts';
import { composeEmail, emailLocales } from '../../lib/email-layout';
import { emailCopyIn, fill } from '../../lib/email-words';
import type { MailMessage } from '../../lib/mailer';

export interface LowStockFacts {
  to: string;
  language: Language;
  rewardName: string;
  available: number;
  threshold: number;
  stockUrl: string;
}

/** D7 low-stock warning to one admin, in their language, sent once per threshold crossing. */
export function lowStockEmail(facts: LowStockFacts): MailMessage {
  const words = emailCopyIn(facts.language).lowStock;
  const number = new Intl.NumberFormat(emailLocales[facts.language]);
  const values = {
    reward: isolate(facts.rewardName),
    available: number.format(facts.available),
    threshold: number.format(facts.threshold),
  };
  return composeEmail({
    to: facts.to,
    language: facts.language,
    subject: fill(words.subject, { reward: facts.rewardName }),
    lines: words.lines.map((line) => fill(line, values)),
    action: { label: words.action, url: facts.stockUrl },
  });
}
