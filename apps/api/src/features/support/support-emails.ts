import { isolate, type Language } from '@vitalia/contracts';
import { composeEmail } from '../../lib/email-layout';
import { emailCopyIn, fill, greetingIn } from '../../lib/email-words';
import type { MailMessage } from '../../lib/mailer';

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
  const copy = emailCopyIn(recipient.language).support;
  return composeEmail({
    to: recipient.to,
    language: recipient.language,
    subject: fill(copy.received.subject, { reference: request.reference }),
    lines: [
      greetingIn(recipient.language, recipient.firstname),
      ...copy.received.lines.map((line) => fill(line, { subject: isolate(request.subject) })),
    ],
    action: { label: copy.action, url: recipient.contactUrl },
  });
}

/** Staff's reply, word for word, signed with the first name of who wrote it. */
export function replyEmail(
  recipient: Recipient,
  reply: { reference: string; staffName: string | null; body: string },
): MailMessage {
  const copy = emailCopyIn(recipient.language).support;
  const intro = reply.staffName
    ? fill(copy.replied.intro.named, { name: reply.staffName })
    : copy.replied.intro.anonymous;
  return composeEmail({
    to: recipient.to,
    language: recipient.language,
    subject: fill(copy.replied.subject, { reference: reply.reference }),
    lines: [greetingIn(recipient.language, recipient.firstname), intro, reply.body],
    action: { label: copy.action, url: recipient.contactUrl },
  });
}

/** To the team (admin and karim, in their own language), so a new request is seen without watching the inbox. */
export function staffNoticeEmail(
  recipient: Omit<Recipient, 'firstname'>,
  request: { reference: string; subject: string; category: string; memberEmail: string; inboxUrl: string },
): MailMessage {
  const copy = emailCopyIn(recipient.language).support.staffNotice;
  // Arabic sets the member's left-to-right address and subject apart from the right-to-left sentence around them.
  const apart = (text: string) => (recipient.language === 'ar' ? isolate(text) : text);
  const values = {
    reference: request.reference,
    category: request.category,
    memberEmail: apart(request.memberEmail),
    subject: apart(request.subject),
  };
  return composeEmail({
    to: recipient.to,
    language: recipient.language,
    subject: fill(copy.subject, { subject: request.subject }),
    lines: copy.lines.map((line) => fill(line, values)),
    action: { label: copy.action, url: request.inboxUrl },
  });
}
