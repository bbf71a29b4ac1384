import type { Language } from '@vitalia/contracts';
import { composeEmail, emailLocales } from '../../lib/email-layout';
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

type Words = { subject: string; lines: (facts: Formatted) => string[]; action: string };
interface Formatted {
  name: string;
  plan: string;
  amount: string;
  date: string;
  receipt: string;
}

const copy: Record<Language, { greeting: (name: string) => string } & Record<BillingEmailKind, Words>> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    receipt: {
      subject: 'Your Vitalia receipt',
      lines: (f) => [
        `Thank you: we received your payment of ${f.amount} for ${f.plan}.`,
        `Receipt number: ${f.receipt}.`,
        `Your plan runs until ${f.date}.`,
      ],
      action: 'See your receipts',
    },
    renewal_reminder: {
      subject: 'Your Vitalia yearly plan renews soon',
      lines: (f) => [
        `Your ${f.plan} plan renews on ${f.date}: ${f.amount} will be charged to your card on file.`,
        'Nothing to do if you want to keep it. You can switch or cancel in Billing before that date.',
      ],
      action: 'Manage your subscription',
    },
    cancellation: {
      subject: 'Your Vitalia subscription is cancelled',
      lines: (f) => [
        `We have cancelled your ${f.plan} plan as you asked.`,
        `You keep every Premium feature until ${f.date}, and you can resume before then.`,
      ],
      action: 'Resume my subscription',
    },
    payment_failed: {
      subject: 'We could not renew your Vitalia subscription',
      lines: (f) => [
        `Your card was declined for the renewal of ${f.plan} (${f.amount}).`,
        `You keep access until ${f.date}. We will try again; update your card before then to keep Premium.`,
      ],
      action: 'Update my payment',
    },
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    receipt: {
      subject: 'Votre reçu Vitalia',
      lines: (f) => [
        `Merci : nous avons bien reçu votre paiement de ${f.amount} pour ${f.plan}.`,
        `Numéro de reçu : ${f.receipt}.`,
        `Votre formule court jusqu’au ${f.date}.`,
      ],
      action: 'Voir mes reçus',
    },
    renewal_reminder: {
      subject: 'Votre formule annuelle Vitalia se renouvelle bientôt',
      lines: (f) => [
        `Votre formule ${f.plan} se renouvelle le ${f.date} : ${f.amount} seront débités sur votre carte enregistrée.`,
        'Rien à faire pour la garder. Vous pouvez changer de formule ou résilier dans Facturation avant cette date.',
      ],
      action: 'Gérer mon abonnement',
    },
    cancellation: {
      subject: 'Votre abonnement Vitalia est résilié',
      lines: (f) => [
        `Nous avons résilié votre formule ${f.plan} comme vous l’avez demandé.`,
        `Vous gardez tous les avantages Premium jusqu’au ${f.date} et pouvez reprendre l’abonnement d’ici là.`,
      ],
      action: 'Reprendre mon abonnement',
    },
    payment_failed: {
      subject: 'Nous n’avons pas pu renouveler votre abonnement Vitalia',
      lines: (f) => [
        `Votre carte a été refusée pour le renouvellement de ${f.plan} (${f.amount}).`,
        `Vous gardez l’accès jusqu’au ${f.date}. Nous réessaierons ; mettez votre carte à jour d’ici là pour garder Premium.`,
      ],
      action: 'Mettre à jour mon paiement',
    },
  },
  ar: {
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    receipt: {
      subject: 'إيصال الدفع من Vitalia',
      lines: (f) => [
        `شكرًا لك: استلمنا دفعتك بقيمة ${f.amount} مقابل ${f.plan}.`,
        `رقم الإيصال: ${f.receipt}.`,
        `اشتراكك سارٍ حتى ${f.date}.`,
      ],
      action: 'عرض إيصالاتي',
    },
    renewal_reminder: {
      subject: 'يقترب موعد تجديد اشتراكك السنوي في Vitalia',
      lines: (f) => [
        `يتجدد اشتراكك ${f.plan} في ${f.date}، وسيُخصم مبلغ ${f.amount} من بطاقتك المسجلة.`,
        'لا حاجة لأي إجراء إن أردت الاستمرار. يمكنك تغيير الخطة أو الإلغاء من صفحة الفوترة قبل هذا التاريخ.',
      ],
      action: 'إدارة اشتراكي',
    },
    cancellation: {
      subject: 'تم إلغاء اشتراكك في Vitalia',
      lines: (f) => [
        `ألغينا اشتراكك ${f.plan} بناءً على طلبك.`,
        `تحتفظ بجميع مزايا Premium حتى ${f.date}، ويمكنك استئناف الاشتراك قبل ذلك.`,
      ],
      action: 'استئناف اشتراكي',
    },
    payment_failed: {
      subject: 'تعذّر تجديد اشتراكك في Vitalia',
      lines: (f) => [
        `رُفضت بطاقتك عند تجديد ${f.plan} (${f.amount}).`,
        `يبقى وصولك متاحًا حتى ${f.date}. سنحاول مجددًا؛ حدّث بطاقتك قبل ذلك للاحتفاظ باشتراك Premium.`,
      ],
      action: 'تحديث وسيلة الدفع',
    },
  },
};

export function formatMoney(amountCents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(emailLocales[language], { style: 'currency', currency }).format(
    amountCents / 100,
  );
}

/** The four billing emails (issue 4 §6), in the member's language; Arabic is laid out right to left. */
export function billingEmail(kind: BillingEmailKind, facts: BillingEmailFacts): MailMessage {
  const { language } = facts;
  const words = copy[language];
  const formatted: Formatted = {
    name: facts.firstname ?? '',
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
    subject: words[kind].subject,
    lines: [words.greeting(formatted.name), ...words[kind].lines(formatted)],
    action: { label: words[kind].action, url: facts.billingUrl },
  });
}
