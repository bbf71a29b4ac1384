import { isolate, type Language } from '@vitalia/contracts';
import { composeEmail, emailLocales } from '../../lib/email-layout';
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

interface Formatted {
  month: string;
  reward: string;
  partner: string;
  code: string;
  expiry: string;
}

type Words = {
  greeting: (name: string) => string;
  subject: (month: string) => string;
  lines: (f: Formatted) => string[];
  expiry: (date: string) => string;
  noExpiry: string;
  action: string;
};

const copy: Record<Language, Words> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: (month) => `You won the Vitalia draw of ${month}`,
    lines: (f) => [
      `Congratulations: you are one of the winners of the ${f.month} draw.`,
      f.partner ? `Your prize: ${f.reward} from ${f.partner}.` : `Your prize: ${f.reward}.`,
      `Your code: ${f.code}`,
      f.expiry,
    ],
    expiry: (date) => `Use it before ${date}.`,
    noExpiry: 'The code does not expire.',
    action: 'See my rewards',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    subject: (month) => `Vous avez gagné le tirage Vitalia de ${month}`,
    lines: (f) => [
      `Félicitations : vous faites partie des gagnants du tirage de ${f.month}.`,
      f.partner ? `Votre lot : ${f.reward}, offert par ${f.partner}.` : `Votre lot : ${f.reward}.`,
      `Votre code : ${f.code}`,
      f.expiry,
    ],
    expiry: (date) => `À utiliser avant le ${date}.`,
    noExpiry: 'Ce code n’expire pas.',
    action: 'Voir mes récompenses',
  },
  ar: {
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    subject: (month) => `لقد فزت في سحب Vitalia لشهر ${month}`,
    lines: (f) => [
      `تهانينا: أنت من الفائزين في سحب شهر ${f.month}.`,
      f.partner ? `جائزتك: ${f.reward} من ${f.partner}.` : `جائزتك: ${f.reward}.`,
      `رمزك: ${f.code}`,
      f.expiry,
    ],
    expiry: (date) => `استخدمه قبل ${date}.`,
    noExpiry: 'لا تنتهي صلاحية هذا الرمز.',
    action: 'عرض مكافآتي',
  },
};

/** A winner's email (D7), in the member's language; Arabic is laid out right to left. */
export function winnerEmail(facts: WinnerEmailFacts): MailMessage {
  const { language } = facts;
  const words = copy[language];
  const locale = emailLocales[language];
  const [year, month] = facts.month.split('-').map(Number) as [number, number];
  const formatted: Formatted = {
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    ),
    // Partner text keeps its own direction inside an Arabic sentence ("Calm+" keeps its "+" at the end).
    reward: isolate(facts.rewardName),
    partner: isolate(facts.partner),
    code: facts.code,
    expiry: facts.expiresOn
      ? words.expiry(
          new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${facts.expiresOn}T00:00:00Z`),
          ),
        )
      : words.noExpiry,
  };
  return composeEmail({
    to: facts.to,
    language,
    subject: words.subject(formatted.month),
    lines: [words.greeting(facts.firstname ?? ''), ...words.lines(formatted)],
    action: { label: words.action, url: facts.rewardsUrl },
  });
}
