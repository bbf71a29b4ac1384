import type { Language } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { billingEmail, formatMoney, type BillingEmailFacts, type BillingEmailKind } from './billing-emails';

const billingUrl = 'https://app.vitalia.test/billing?tab=receipts';

function factsIn(language: Language, overrides: Partial<BillingEmailFacts> = {}): BillingEmailFacts {
  return {
    to: 'amina@example.com',
    language,
    firstname: 'Amina',
    planName: 'Vitalia Premium',
    amountCents: 9588,
    currency: 'EUR',
    // Late on 28 February in UTC: already 1 March east of Greenwich, so a local-time date would show here.
    date: new Date('2027-02-28T23:30:00Z'),
    receiptNumber: '2026-000123',
    billingUrl,
    ...overrides,
  };
}

const kinds: BillingEmailKind[] = ['receipt', 'renewal_reminder', 'cancellation', 'payment_failed'];
const languages: Language[] = ['en', 'fr', 'ar'];
const everyEmail = languages.flatMap((language) => kinds.map((kind) => ({ language, kind })));

// What each language shows for 95.88 EUR and 28 February 2027; \s takes the no-break spaces Intl puts in French.
const amountIn: Record<Language, RegExp> = { en: /€95\.88/, fr: /95,88\s€/, ar: /95,88\s€/ };
const dateIn: Record<Language, string> = {
  en: '28 February 2027',
  fr: '28 février 2027',
  ar: '28 فبراير 2027',
};
const greetingIn: Record<Language, string> = { en: 'Hello Amina,', fr: 'Bonjour Amina,', ar: 'مرحبًا Amina،' };

const subjects: Record<Language, Record<BillingEmailKind, string>> = {
  en: {
    receipt: 'Your Vitalia receipt',
    renewal_reminder: 'Your Vitalia yearly plan renews soon',
    cancellation: 'Your Vitalia subscription is cancelled',
    payment_failed: 'We could not renew your Vitalia subscription',
  },
  fr: {
    receipt: 'Votre reçu Vitalia',
    renewal_reminder: 'Votre formule annuelle Vitalia se renouvelle bientôt',
    cancellation: 'Votre abonnement Vitalia est résilié',
    payment_failed: 'Nous n’avons pas pu renouveler votre abonnement Vitalia',
  },
  ar: {
    receipt: 'إيصال الدفع من Vitalia',
    renewal_reminder: 'يقترب موعد تجديد اشتراكك السنوي في Vitalia',
    cancellation: 'تم إلغاء اشتراكك في Vitalia',
    payment_failed: 'تعذّر تجديد اشتراكك في Vitalia',
  },
};

const actions: Record<Language, Record<BillingEmailKind, string>> = {
  en: {
    receipt: 'See your receipts',
    renewal_reminder: 'Manage your subscription',
    cancellation: 'Resume my subscription',
    payment_failed: 'Update my payment',
  },
  fr: {
    receipt: 'Voir mes reçus',
    renewal_reminder: 'Gérer mon abonnement',
    cancellation: 'Reprendre mon abonnement',
    payment_failed: 'Mettre à jour mon paiement',
  },
  ar: {
    receipt: 'عرض إيصالاتي',
    renewal_reminder: 'إدارة اشتراكي',
    cancellation: 'استئناف اشتراكي',
    payment_failed: 'تحديث وسيلة الدفع',
  },
};

/** A cancellation speaks of the end of access, not of money; only a receipt carries its number. */
const carries: Record<BillingEmailKind, { amount: boolean; receiptNumber: boolean }> = {
  receipt: { amount: true, receiptNumber: true },
  renewal_reminder: { amount: true, receiptNumber: false },
  cancellation: { amount: false, receiptNumber: false },
  payment_failed: { amount: true, receiptNumber: false },
};

// Names and brands every language keeps as they are.
const untranslated = ['Vitalia', 'Premium', 'Amina', billingUrl];
// Spelled the same in both languages: « avant cette date ».
const frenchToo = new Set(['date']);
const withoutUntranslated = (text: string) =>
  untranslated.reduce((rest, token) => rest.replaceAll(token, ' '), text);

describe('billing emails (issue 4 §6)', () => {
  it.each(everyEmail)('$kind in $language: subject, greeting and billing link', ({ language, kind }) => {
    const mail = billingEmail(kind, factsIn(language));
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe(subjects[language][kind]);
    expect(mail.text.startsWith(`${greetingIn[language]}\n\n`)).toBe(true);
    expect(mail.text.endsWith(`\n\n${actions[language][kind]}: ${billingUrl}\n`)).toBe(true);
    expect(mail.html).toContain(`<p><a href="${billingUrl}">${actions[language][kind]}</a></p>`);
  });

  it.each(everyEmail)('$kind in $language: plan, date, amount and receipt number', ({ language, kind }) => {
    const { text, html } = billingEmail(kind, factsIn(language));
    for (const body of [text, html]) {
      expect(body).toContain('Vitalia Premium');
      expect(body).toContain(dateIn[language]);
      expect(amountIn[language].test(body)).toBe(carries[kind].amount);
      expect(body.includes('2026-000123')).toBe(carries[kind].receiptNumber);
    }
    // The date is the UTC one, whatever the server's time zone.
    expect(text).not.toMatch(/\b1 (March|mars|مارس) 2027/);
  });

  it.each(kinds.flatMap((kind) => (['fr', 'ar'] as const).map((language) => ({ language, kind }))))(
    '$kind in $language: no English word leaks in',
    ({ language, kind }) => {
      const english = billingEmail(kind, factsIn('en'));
      const englishWords = new Set(
        withoutUntranslated(`${english.subject} ${english.text}`).match(/[A-Za-z]{2,}/g),
      );
      expect(englishWords.size).toBeGreaterThan(10);
      const mail = billingEmail(kind, factsIn(language));
      const words = withoutUntranslated(`${mail.subject} ${mail.text}`).match(/[A-Za-zÀ-ÿœ’]+/g) ?? [];
      expect(words.filter((word) => englishWords.has(word) && !frenchToo.has(word))).toEqual([]);
    },
  );

  it.each(kinds)('%s in ar: Arabic text with no Latin letters but names, brands and the link', (kind) => {
    const mail = billingEmail(kind, factsIn('ar'));
    for (const body of [mail.subject, mail.text]) {
      expect(withoutUntranslated(body)).toMatch(/[\u0600-\u06FF]{3,}/);
      expect(withoutUntranslated(body)).not.toMatch(/[A-Za-z]/);
    }
  });

  it.each([
    { language: 'en', opening: '<html lang="en" dir="ltr">' },
    { language: 'fr', opening: '<html lang="fr" dir="ltr">' },
    { language: 'ar', opening: '<html lang="ar" dir="rtl">' },
  ] as const)('lays $language out as $opening', ({ language, opening }) => {
    for (const kind of kinds) expect(billingEmail(kind, factsIn(language)).html).toContain(opening);
  });

  it.each([
    { language: 'en', greeting: 'Hello,' },
    { language: 'fr', greeting: 'Bonjour,' },
    { language: 'ar', greeting: 'مرحبًا،' },
  ] as const)(
    'greets without a name in $language when the first name is unknown',
    ({ language, greeting }) => {
      const mail = billingEmail('cancellation', factsIn(language, { firstname: null }));
      expect(mail.text.split('\n')[0]).toBe(greeting);
      expect(mail.html).toContain(`<p>${greeting}</p>`);
    },
  );

  it.each(languages)('escapes a hostile plan name, first name and link in the %s html', (language) => {
    const mail = billingEmail(
      'receipt',
      factsIn(language, {
        firstname: '<img src=x onerror="alert(1)">',
        planName: '<script>alert("x")</script> & co',
        billingUrl: 'https://app.vitalia.test/billing?a=1&b="><script>',
      }),
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co');
    expect(mail.html).toContain(
      'href="https://app.vitalia.test/billing?a=1&#38;b=&#34;&#62;&#60;script&#62;"',
    );
    // Plain text is not markup: the name is shown as the member typed it.
    expect(mail.text).toContain('<script>alert("x")</script> & co');
  });

  it('prints no placeholder when the amount, currency or date is missing', () => {
    for (const missing of [
      { amountCents: undefined },
      { currency: undefined },
      { date: null },
      { date: undefined },
    ]) {
      const mail = billingEmail('payment_failed', factsIn('en', missing));
      expect(mail.text).not.toMatch(/undefined|null|NaN|Invalid Date/);
      expect(mail.text).toContain('renewal of Vitalia Premium (');
    }
  });
});

describe('formatMoney', () => {
  it.each([
    { cents: 123450, currency: 'EUR', language: 'en', expected: /^€1,234\.50$/ },
    { cents: 123450, currency: 'EUR', language: 'fr', expected: /^1\s234,50\s€$/ },
    { cents: 123450, currency: 'EUR', language: 'ar', expected: /^\u200f?1\.234,50\s€$/ },
    { cents: 999, currency: 'USD', language: 'en', expected: /^US\$9\.99$/ },
    { cents: 5, currency: 'EUR', language: 'fr', expected: /^0,05\s€$/ },
    { cents: 0, currency: 'EUR', language: 'en', expected: /^€0\.00$/ },
  ] as const)('$cents cents $currency in $language', ({ cents, currency, language, expected }) => {
    expect(formatMoney(cents, currency, language)).toMatch(expected);
  });
});
