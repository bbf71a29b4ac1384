import {
  ErrorCode,
  isLanguage,
  type Language,
  type StaffSupportRequest,
  type SupportCategory,
  type SupportInboxItem,
  type SupportRequest,
  type SupportStatus,
  paths,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import type { Notify } from '../../lib/notify';
import { replyEmail, requestReceivedEmail, staffNoticeEmail } from './support-emails';
import type {
  SupportMessageRow,
  SupportPerson,
  SupportRepository,
  SupportRequestRow,
} from './support.repository';

/** Who a person is to support: answered by the users feature (services.ts). */
interface Contact {
  id: string;
  email: string;
  language: Language;
}

export interface SupportServiceDependencies {
  repository: SupportRepository;
  memberOf(caller: Caller): Promise<Contact>;
  /** Admin and karim: told of each new request. */
  staffContacts(): Promise<Contact[]>;
  mailer: Mailer;
  /** The bell: a reply is told there too, and its email can be turned off. */
  notify: Notify;
  events: EventBus;
  publicUrl: URL;
}

const referenceOf = (request: SupportRequestRow) => `S-${String(request.number).padStart(6, '0')}`;
const languageOf = (person: Pick<SupportPerson, 'language'>): Language =>
  isLanguage(person.language) ? person.language : 'fr';
const nameOf = (person: SupportPerson) =>
  person.username ?? ([person.firstname, person.lastname].filter(Boolean).join(' ') || person.email);

const summaryOf = (request: SupportRequestRow) => ({
  id: request.id,
  reference: referenceOf(request),
  subject: request.subject,
  category: request.category as SupportCategory,
  status: request.status as SupportStatus,
  createdAt: request.createdAt.toISOString(),
  updatedAt: request.updatedAt.toISOString(),
});

/** Who sent the request, and who on the team has it. */
const peopleOf = (member: SupportPerson, assignee: SupportPerson | undefined) => ({
  member: { id: member.id, name: nameOf(member), email: member.email, language: languageOf(member) },
  assignee: assignee ? { id: assignee.id, name: nameOf(assignee) } : null,
});

const messageOf = (row: SupportMessageRow) => ({
  id: row.id,
  fromStaff: row.fromStaff,
  // A member's own messages need no name; a reply is signed by the first name of who wrote it.
  authorName: row.fromStaff ? row.authorFirstname : null,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** D1 contact and the staff inbox (issue 18): requests, replies by email, internal notes, one owner at a time. */
export function supportService({
  repository,
  memberOf,
  staffContacts,
  mailer,
  notify,
  events,
  publicUrl,
}: SupportServiceDependencies) {
  const contactUrl = new URL(paths.contact(), publicUrl).href;
  const inboxUrl = new URL(paths.adminSupport(), publicUrl).href;

  events.on('support.received', 'support-acknowledgement', async ({ requestId }, { deliveryKey }) => {
    const request = await repository.findRequest(requestId);
    const [member] = request ? await repository.people([request.userId]) : [];
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
    const [member] = request ? await repository.people([request.userId]) : [];
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
            inboxUrl: `${inboxUrl}/${request.id}`,
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
      const people = await repository.people([request.userId, staffId]);
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

  async function withConversations(requests: SupportRequestRow[]): Promise<SupportRequest[]> {
    const messages = await repository.messagesOf(requests.map((request) => request.id));
    return requests.map((request) => ({
      ...summaryOf(request),
      messages: messages.filter((message) => message.requestId === request.id).map(messageOf),
    }));
  }

  async function staffView(requestId: string): Promise<StaffSupportRequest> {
    const request = await existing(requestId);
    const [[conversation], notes, people] = await Promise.all([
      withConversations([request]),
      repository.notesOf(request.id),
      repository.people([request.userId, ...(request.assigneeId ? [request.assigneeId] : [])]),
    ]);
    const member = people.find((person) => person.id === request.userId)!;
    const assignee = people.find((person) => person.id === request.assigneeId);
    return {
      ...conversation!,
      ...peopleOf(member, assignee),
      notes: notes.map((note) => ({
        id: note.id,
        authorName: note.authorName,
        body: note.body,
        createdAt: note.createdAt.toISOString(),
      })),
    };
  }

  async function existing(requestId: string): Promise<SupportRequestRow> {
    const request = isUuid(requestId) ? await repository.findRequest(requestId) : undefined;
    if (!request) throw new AppError(ErrorCode.notFound);
    return request;
  }

  /** Runs a staff change on the locked request; answers the request as staff then see it. */
  async function staffChange(
    requestId: string,
    change: (
      request: SupportRequestRow,
      tx: Parameters<Parameters<SupportRepository['inTransaction']>[0]>[0],
    ) => Promise<void>,
  ): Promise<StaffSupportRequest> {
    await existing(requestId);
    await repository.inTransaction(async (tx) => {
      const request = await tx.lockRequest(requestId);
      if (!request) throw new AppError(ErrorCode.notFound);
      await change(request, tx);
    });
    return staffView(requestId);
  }

  return {
    async send(caller: Caller, input: { subject: string; category: SupportCategory; message: string }) {
      const member = await memberOf(caller);
      const id = await repository.inTransaction(async (tx) => {
        const request = await tx.insertRequest({
          userId: member.id,
          subject: input.subject,
          category: input.category,
        });
        await tx.insertMessage({
          requestId: request.id,
          authorId: member.id,
          fromStaff: false,
          body: input.message,
        });
        await tx.publish('support.received', { requestId: request.id });
        return request.id;
      });
      const [request] = await withConversations([(await repository.findRequest(id))!]);
      return request!;
    },

    async mine(caller: Caller): Promise<SupportRequest[]> {
      const member = await memberOf(caller);
      return withConversations(await repository.requestsOf(member.id));
    },

    /** The member writes again: a solved request stays closed (8103), another member's is not found. */
    async followUp(caller: Caller, requestId: string, message: string): Promise<SupportRequest> {
      const member = await memberOf(caller);
      const found = await existing(requestId);
      if (found.userId !== member.id) throw new AppError(ErrorCode.notFound);
      await repository.inTransaction(async (tx) => {
        const request = await tx.lockRequest(requestId);
        if (request!.status === 'solved') throw new AppError(ErrorCode.supportRequestSolved);
        await tx.insertMessage({ requestId, authorId: member.id, fromStaff: false, body: message });
        await tx.updateRequest(requestId, { status: 'new' });
      });
      const [request] = await withConversations([(await repository.findRequest(requestId))!]);
      return request!;
    },

    async inbox(status: SupportStatus): Promise<SupportInboxItem[]> {
      const requests = await repository.requestsIn(status);
      const [messages, people] = await Promise.all([
        repository.messagesOf(requests.map((request) => request.id)),
        repository.people([
          ...new Set(
            requests.flatMap((request) => [
              request.userId,
              ...(request.assigneeId ? [request.assigneeId] : []),
            ]),
          ),
        ]),
      ]);
      const personById = new Map(people.map((person) => [person.id, person]));
      return requests.map((request) => {
        const conversation = messages.filter((message) => message.requestId === request.id);
        const member = personById.get(request.userId)!;
        const assignee = request.assigneeId ? personById.get(request.assigneeId) : undefined;
        return {
          ...summaryOf(request),
          ...peopleOf(member, assignee),
          lastMessageAt: (conversation.at(-1)?.createdAt ?? request.createdAt).toISOString(),
          messageCount: conversation.length,
        };
      });
    },

    forStaff: staffView,

    /** A reply reaches the member by email after commit; whoever replies takes the request if nobody had it. */
    async reply(caller: Caller, requestId: string, body: string) {
      const staff = await memberOf(caller);
      return staffChange(requestId, async (request, tx) => {
        if (request.status === 'solved') throw new AppError(ErrorCode.supportRequestSolved);
        await tx.insertMessage({ requestId, authorId: staff.id, fromStaff: true, body });
        await tx.updateRequest(requestId, { status: 'waiting', assigneeId: request.assigneeId ?? staff.id });
        await tx.publish('support.replied', { requestId, body, staffId: staff.id });
        await tx.audit({
          action: 'support.replied',
          target: { type: 'support_request', id: requestId },
          before: { status: request.status },
          after: { status: 'waiting', characters: body.length },
        });
      });
    },

    async note(caller: Caller, requestId: string, body: string) {
      const staff = await memberOf(caller);
      return staffChange(requestId, (_request, tx) => tx.insertNote({ requestId, authorId: staff.id, body }));
    },

    async assignToSelf(caller: Caller, requestId: string) {
      const staff = await memberOf(caller);
      return staffChange(requestId, async (request, tx) => {
        if (request.assigneeId === staff.id) return;
        await tx.updateRequest(requestId, { assigneeId: staff.id });
        await tx.audit({
          action: 'support.assigned',
          target: { type: 'support_request', id: requestId },
          before: { assigneeId: request.assigneeId },
          after: { assigneeId: staff.id },
        });
      });
    },

    async setStatus(requestId: string, status: SupportStatus) {
      return staffChange(requestId, async (request, tx) => {
        if (request.status === status) return;
        await tx.updateRequest(requestId, { status });
        await tx.audit({
          action: 'support.status_changed',
          target: { type: 'support_request', id: requestId },
          before: { status: request.status },
          after: { status },
        });
      });
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
