import { isolate, type Language } from '@vitalia/contracts';
import { composeEmail, emailLocales } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';

export interface LowStockFacts {
  to: string;
  language: Language;
  rewardName: string;
  available: number;
  threshold: number;
  stockUrl: string;
}

const copy: Record<
  Language,
  { subject: (reward: string) => string; lines: (f: Formatted) => string[]; action: string }
> = {
  en: {
    subject: (reward) => `Low stock: ${reward}`,
    lines: (f) => [
      `${f.reward} has ${f.available} promo codes left, below its threshold of ${f.threshold}.`,
      'Import a new file from the partner before members find it out of stock.',
    ],
    action: 'Open the promo codes',
  },
  fr: {
    subject: (reward) => `Stock bas : ${reward}`,
    lines: (f) => [
      `Il reste ${f.available} codes promo pour ${f.reward}, sous son seuil de ${f.threshold}.`,
      'Importez un nouveau fichier du partenaire avant que les membres ne le trouvent en rupture.',
    ],
    action: 'Ouvrir les codes promo',
  },
  ar: {
    subject: (reward) => `مخزون منخفض: ${reward}`,
    lines: (f) => [
      `تبقّى ${f.available} من رموز الخصم لمكافأة ${f.reward}، وهو أقل من الحد المحدد (${f.threshold}).`,
      'استورد ملفًا جديدًا من الشريك قبل أن يجدها الأعضاء قد نفدت.',
    ],
    action: 'فتح رموز الخصم',
  },
};

interface Formatted {
  reward: string;
  available: string;
  threshold: string;
}

/** D7 low-stock warning to one admin, in their language, sent once per threshold crossing. */
export function lowStockEmail(facts: LowStockFacts): MailMessage {
  const words = copy[facts.language];
  const number = new Intl.NumberFormat(emailLocales[facts.language]);
  return composeEmail({
    to: facts.to,
    language: facts.language,
    subject: words.subject(facts.rewardName),
    lines: words.lines({
      reward: isolate(facts.rewardName),
      available: number.format(facts.available),
      threshold: number.format(facts.threshold),
    }),
    action: { label: words.action, url: facts.stockUrl },
  });
}
