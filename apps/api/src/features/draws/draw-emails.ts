import { isolate, type Language } from '@vitalia/contracts';
import { composeEmail, emailLocales } from '../../lib/email-layout';
import { emailCopyIn, fill, greetingIn } from '../../lib/email-words';
import type { MailMessage } from '../../lib/mailer';

export interface WinnerEmailFacts {
  to: string;
  language: Language;
  firstname: string | null;
  /** `YYYY-MM`: the draw's month, shown as a month name in the member's language. */
  month: string;
  /** The prize's name in the member's language, or in the language it was written in (D9). */
  rewardName: string;
  partner: string;
  code: string;
  /** The partner's expiry, a calendar date; null when the code does not expire. */
  expiresOn: string | null;
  rewardsUrl: string;
}

/** A winner's email (D7), in the member's language; Arabic is laid out right to left. */
export function winnerEmail(facts: WinnerEmailFacts): MailMessage {
  const { language } = facts;
  const words = emailCopyIn(language).drawWon;
  const locale = emailLocales[language];
  const [year, month] = facts.month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  // Partner text keeps its own direction inside an Arabic sentence ("Calm+" keeps its "+" at the end).
  const prize = { reward: isolate(facts.rewardName), partner: isolate(facts.partner) };
  const expiry = facts.expiresOn
    ? fill(words.expiry, {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${facts.expiresOn}T00:00:00Z`),
        ),
      })
    : words.noExpiry;
  return composeEmail({
    to: facts.to,
    language,
    subject: fill(words.subject, { month: monthName }),
    lines: [
      greetingIn(language, facts.firstname),
      fill(words.won, { month: monthName }),
      facts.partner ? fill(words.prize.withPartner, prize) : fill(words.prize.alone, prize),
      fill(words.code, { code: facts.code }),
      expiry,
    ],
    action: { label: words.action, url: facts.rewardsUrl },
  });
}
