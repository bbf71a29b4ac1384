import { paths } from '@vitalia/contracts';
import { replyEmail, requestReceivedEmail, staffNoticeEmail } from './support-emails';
import { languageOf, referenceOf, type SupportServiceDependencies } from './support-context';

/** The acknowledgement and the team's notice of a new request, and the member's email of each reply. */
export function deliverSupportMails({
  repository,
  cardsOf,
  staffContacts,
  mailer,
  notify,
  events,
  publicUrl,
}: SupportServiceDependencies): void {
  const contactUrl = new URL(paths.contact(), publicUrl).href;

  events.on('support.received', 'support-acknowledgement', async ({ requestId }, { deliveryKey }) => {
    const request = await repository.findRequest(requestId);
    const [member] = request ? await cardsOf([request.userId]) : [];
    if (!request || !member) return;
    await mailer.send({
      ...requestReceivedEmail(
        { to: member.email, language: languageOf(member), firstname: member.firstname, contactUrl },
        { reference: referenceOf(request), subject: request.subject },
      ),
      idempotencyKey: deliveryKey,
    });
  });

  events.on('support.received', 'support-staff-notice', async ({ requestId }, { deliveryKey }) => {
    const request = await repository.findRequest(requestId);
    const [member] = request ? await cardsOf([request.userId]) : [];
    if (!request || !member) return;
    for (const staff of await staffContacts()) {
      await mailer.send({
        ...staffNoticeEmail(
          { to: staff.email, language: staff.language, contactUrl },
          {
            reference: referenceOf(request),
            subject: request.subject,
            category: request.category,
            memberEmail: member.email,
            inboxUrl: new URL(paths.adminSupportRequest(request.id), publicUrl).href,
          },
        ),
        idempotencyKey: `${deliveryKey}.${staff.id}`,
      });
    }
  });

  events.on(
    'support.replied',
    'support-reply-email',
    async ({ requestId, body, staffId }, { deliveryKey }) => {
      const request = await repository.findRequest(requestId);
      if (!request) return;
      const people = await cardsOf([request.userId, staffId]);
      const member = people.find((person) => person.id === request.userId);
      const staff = people.find((person) => person.id === staffId);
      if (!member) return;
      const facts = { requestId, reference: referenceOf(request), subject: request.subject };
      const { email } = await notify({ userId: member.id, kind: 'support_reply', facts, key: deliveryKey });
      if (!email) return;
      await mailer.send({
        ...replyEmail(
          { to: member.email, language: languageOf(member), firstname: member.firstname, contactUrl },
          { reference: referenceOf(request), staffName: staff?.firstname ?? null, body },
        ),
        idempotencyKey: deliveryKey,
      });
    },
  );
}
