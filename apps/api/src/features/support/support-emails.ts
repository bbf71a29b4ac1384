import { isolate, type Language } from '@vitalia/contracts';
import { composeEmail } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';

interface Words {
  greeting: (name: string | null) => string;
  received: { subject: (reference: string) => string; lines: (subject: string) => string[] };
  replied: { subject: (reference: string) => string; intro: (name: string | null) => string };
  action: string;
}

const words: Record<Language, Words> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    received: {
      subject: (reference) => `We received your request ${reference}`,
      lines: (subject) => [
        `Thank you for writing to us about “${subject}”. Your request is with our team.`,
        'We reply within 24 to 48 hours, by email and in your contact history in the app.',
      ],
    },
    replied: {
      subject: (reference) => `A reply to your request ${reference}`,
      intro: (name) => (name ? `${name} from the Vitalia team replied:` : 'The Vitalia team replied:'),
    },
    action: 'Read and answer in the app',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    received: {
      subject: (reference) => `Nous avons bien reçu votre demande ${reference}`,
      lines: (subject) => [
        `Merci de nous avoir écrit au sujet de « ${subject} ». Votre demande est entre les mains de notre équipe.`,
        'Nous vous répondons sous 24 à 48 heures, par e-mail et dans votre historique de contact dans l’application.',
      ],
    },
    replied: {
      subject: (reference) => `Une réponse à votre demande ${reference}`,
      intro: (name) =>
        name ? `${name}, de l’équipe Vitalia, vous a répondu :` : 'L’équipe Vitalia vous a répondu :',
    },
    action: 'Lire et répondre dans l’application',
  },
  ar: {
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    received: {
      subject: (reference) => `استلمنا طلبك ${reference}`,
      lines: (subject) => [
        `شكرًا لمراسلتنا بخصوص «${subject}». طلبك الآن لدى فريقنا.`,
        'نرد خلال 24 إلى 48 ساعة، عبر البريد الإلكتروني وفي سجل التواصل داخل التطبيق.',
      ],
    },
    replied: {
      subject: (reference) => `رد على طلبك ${reference}`,
      intro: (name) => (name ? `ردّ ${name} من فريق Vitalia:` : 'ردّ فريق Vitalia:'),
    },
    action: 'اقرأ الرد وأجب في التطبيق',
  },
};

interface Recipient {
  to: string;
  language: Language;
  firstname: string | null;
  contactUrl: string;
}

/** D1: the acknowledgement, in the member's language, promising a reply within 24–48 hours. */
export function requestReceivedEmail(
  recipient: Recipient,
  request: { reference: string; subject: string },
): MailMessage {
  const copy = words[recipient.language];
  return composeEmail({
    to: recipient.to,
    language: recipient.language,
    subject: copy.received.subject(request.reference),
    lines: [copy.greeting(recipient.firstname), ...copy.received.lines(isolate(request.subject))],
    action: { label: copy.action, url: recipient.contactUrl },
  });
}

/** Staff's reply, word for word, signed with the first name of who wrote it. */
export function replyEmail(
  recipient: Recipient,
  reply: { reference: string; staffName: string | null; body: string },
): MailMessage {
  const copy = words[recipient.language];
  return composeEmail({
    to: recipient.to,
    language: recipient.language,
    subject: copy.replied.subject(reply.reference),
    lines: [copy.greeting(recipient.firstname), copy.replied.intro(reply.staffName), reply.body],
    action: { label: copy.action, url: recipient.contactUrl },
  });
}

/** To the team (admin and karim, in their own language), so a new request is seen without watching the inbox. */
export function staffNoticeEmail(
  recipient: Omit<Recipient, 'firstname'>,
  request: { reference: string; subject: string; category: string; memberEmail: string; inboxUrl: string },
): MailMessage {
  const lines: Record<Language, string[]> = {
    en: [
      `New support request ${request.reference} (${request.category}) from ${request.memberEmail}:`,
      `“${request.subject}”`,
    ],
    fr: [
      `Nouvelle demande ${request.reference} (${request.category}) de ${request.memberEmail} :`,
      `« ${request.subject} »`,
    ],
    ar: [
      `طلب دعم جديد ${request.reference} (${request.category}) من ${isolate(request.memberEmail)}:`,
      `«${isolate(request.subject)}»`,
    ],
  };
  const subjects: Record<Language, string> = {
    en: `Support: ${request.subject}`,
    fr: `Support : ${request.subject}`,
    ar: `الدعم: ${request.subject}`,
  };
  const actions: Record<Language, string> = {
    en: 'Open the inbox',
    fr: 'Ouvrir la boîte de réception',
    ar: 'فتح صندوق الطلبات',
  };
  return composeEmail({
    to: recipient.to,
    language: recipient.language,
    subject: subjects[recipient.language],
    lines: lines[recipient.language],
    action: { label: actions[recipient.language], url: request.inboxUrl },
  });
}
